import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { matchRoutes, type RouteObject } from './match-routes';
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  renderMatches,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

function Where() {
  const { pathname, search, hash, state } = useLocation();
  return <output aria-label="where">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</output>;
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

function Routes({ routes }: { routes: RouteObject[] }) {
  return <>{renderMatches(matchRoutes(routes, useLocation()) ?? [])}</>;
}

describe('BrowserRouter', () => {
  // jsdom does not scroll (scroll-restoration.test.tsx tests what the router asks of the window)
  beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => {}));
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  test('a link moves without a page load, pushes an entry with its state, and Back goes back', async () => {
    window.history.replaceState(null, '', '/reeprise');
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Link to="/statistics?range=7#top" state={{ from: 'list' }}>
          Statistics
        </Link>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/reeprise null');
    const entries = window.history.length;

    await user.click(screen.getByRole('link', { name: 'Statistics' }));
    expect(where()).toBe('/statistics?range=7#top {"from":"list"}');
    expect(window.location.pathname).toBe('/statistics');
    expect(window.history.length).toBe(entries + 1);

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(where()).toBe('/reeprise null');
  });

  test('a click with a modifier key, another button or a target is left to the browser', () => {
    window.history.replaceState(null, '', '/reeprise');
    render(
      <BrowserRouter>
        <Link to="/settings">Settings</Link>
        <Link to="/chat" target="_blank">
          Chat
        </Link>
        <Where />
      </BrowserRouter>,
    );
    const settings = screen.getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    // whether the router prevented the browser's default, read last; then jsdom is kept from following
    const leftToBrowser: boolean[] = [];
    const record = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      fireEvent.click(settings, init);
    }
    fireEvent.click(screen.getByRole('link', { name: 'Chat' }));
    fireEvent.click(settings);
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true, true, false]);
    expect(where()).toBe('/settings null');
  });

  test('navigate replaces when asked, and a link to the page shown replaces its entry', async () => {
    window.history.replaceState(null, '', '/a');
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Grab />
        <Link to="/b">Here</Link>
        <Where />
      </BrowserRouter>,
    );
    const entries = window.history.length;
    act(() => navigate('/b', { replace: true }));
    expect(where()).toBe('/b null');
    expect(window.history.length).toBe(entries);
    await user.click(screen.getByRole('link', { name: 'Here' }));
    expect(window.history.length).toBe(entries);
  });
});

describe('MemoryRouter and the routes', () => {
  test('nested routes render through Outlet, with the parameters and a redirect', async () => {
    function Reader() {
      const { id } = useParams();
      const [search, setSearch] = useSearchParams();
      return (
        <>
          <h1>{`Text ${id}, chapter ${search.get('chapter') ?? 'none'}`}</h1>
          <button type="button" onClick={() => setSearch({ chapter: '2' })}>
            Next
          </button>
          <button type="button" onClick={() => setSearch((current) => `${current}&x=1`, { replace: true })}>
            Keep
          </button>
        </>
      );
    }
    const routes: RouteObject[] = [
      {
        path: '/',
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: [
          { path: 'text/:id', Component: Reader },
          { path: 'old', element: <Navigate to="/text/9" replace /> },
        ],
      },
    ];
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/old']}>
        <Routes routes={routes} />
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Text 9, chapter none' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Text 9, chapter 2');
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(where()).toBe('/text/9?chapter=2&x=1 null');
  });

  test('navigate(-1) goes back in memory; the state of the first entry is kept', async () => {
    let navigate: ReturnType<typeof useNavigate> = () => undefined;
    function Grab() {
      navigate = useNavigate();
      return null;
    }
    render(
      <MemoryRouter initialEntries={[{ pathname: '/start', state: { signIn: true } }]}>
        <Grab />
        <Where />
      </MemoryRouter>,
    );
    act(() => navigate('/next'));
    expect(where()).toBe('/next null');
    act(() => navigate(-1));
    expect(where()).toBe('/start {"signIn":true}');
  });

  test('NavLink knows the current page and the pages below it; useMatch matches the whole address', () => {
    function AtHome() {
      return <p>{useMatch('/reeprise') ? 'home' : 'elsewhere'}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/reeprise/5']}>
        <nav>
          <NavLink to="/reeprise">Texts</NavLink>
          <NavLink to="/reeprise" end>
            Exactly
          </NavLink>
          <NavLink to="/statistics" className="item">
            Statistics
          </NavLink>
          <NavLink to="/">Root</NavLink>
        </nav>
        <AtHome />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Texts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Texts' })).toHaveClass('active');
    expect(screen.getByRole('link', { name: 'Exactly' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Statistics' })).toHaveAttribute('class', 'item');
    expect(screen.getByRole('link', { name: 'Root' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  test('a hook outside a router says so', () => {
    function Lost() {
      useLocation();
      return null;
    }
    expect(() => render(<Lost />)).toThrow('useLocation() is used outside a router');
  });
});
