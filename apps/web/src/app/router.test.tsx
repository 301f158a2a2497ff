import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from '@/lib/router';
import { describe, expect, test, vi } from 'vitest';
import { buildStaff, buildWhoami, WITH_BARKS, WITH_SHOPPING_LIST } from '@/testing/data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';
import { routes } from './router';

function loggedIn(...args: Parameters<FakeServer['addUser']>) {
  return new FakeServer().addUser(args[0], { ...args[1], loggedIn: true });
}

const heading = (name: string) => screen.findByRole('heading', { name, level: 1 });

describe('redirects', () => {
  test.each(['/', '/no/such/page', '/reeprise/12/extra'])('%s goes to /reeprise', async (path) => {
    const { router } = renderRoute(path, { server: loggedIn(buildWhoami()) });
    expect(await heading('Your texts')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reeprise');
  });

  test('a visitor at / also lands on /reeprise, the landing page', async () => {
    const { router } = renderRoute('/');
    expect(await screen.findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reeprise');
  });
});

describe('every route of the route table', () => {
  const staffWithEverything = () =>
    loggedIn(buildStaff({ permissions: [...WITH_BARKS, ...WITH_SHOPPING_LIST] }), {
      settings: { show_experimental_features: true },
    });

  test.each([
    ['/reeprise', 'Your texts'],
    ['/reeprise/42', 'Reader'],
    ['/reeprise/42?chapter=2', 'Reader'],
    ['/vocabulary_trainer', 'Vocabulary'],
    ['/vocabulary_trainer_new', 'New training'],
    ['/vocabulary_training_mode?text_of_last_days=20', 'Training'],
    ['/statistics', 'Statistics'],
    ['/settings', 'Settings'],
    ['/wishspace', 'Wish spaces'],
    ['/wishspace/7', 'Wish space'],
    ['/wishspace/create', 'Create a wish space'],
    ['/bark_classic', 'Classic Reeprise'],
    ['/bark_account', 'Bark accounts'],
    ['/chat', 'Chat'],
    ['/check_your_email', 'Check your email'],
    ['/dialogue', 'Dialogue'],
    ['/shoppinglist', 'Shopping list'],
  ])('%s shows %s', async (path, title) => {
    renderRoute(path, { server: staffWithEverything() });
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation menu' })).toBeInTheDocument();
  });

  test('the wish upload sits outside the layout and needs no login', async () => {
    const { server } = renderRoute('/wishspace/3/upload?token=abc');
    expect(await heading('Record a wish')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open navigation menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(server.requestsTo('GET', '/accounts/whoami')).toHaveLength(0);
  });
});

describe('gated routes tell users without the gate why they cannot open them', () => {
  test.each(['/vocabulary_trainer_new', '/bark_account', '/chat', '/check_your_email', '/dialogue'])(
    '%s needs staff with experimental features (Ouch!)',
    async (path) => {
      const { unmount } = renderRoute(path, {
        server: loggedIn(buildStaff(), { settings: { show_experimental_features: false } }),
      });
      expect(await heading('Ouch!')).toBeInTheDocument();
      unmount();

      renderRoute(path, {
        server: loggedIn(buildWhoami(), { settings: { show_experimental_features: true } }),
      });
      expect(await heading('Ouch!')).toBeInTheDocument();
    },
  );

  test.each(['/wishspace', '/wishspace/7', '/wishspace/create'])(
    '%s shows the spec’s Wishspace Not Accessible, never Ouch!',
    async (path) => {
      const { unmount } = renderRoute(path, {
        server: loggedIn(buildWhoami(), { settings: { show_experimental_features: true } }),
      });
      expect(await heading('Wishspace Not Accessible')).toBeInTheDocument();
      expect(screen.queryByText('Ouch!')).not.toBeInTheDocument();
      unmount();

      renderRoute(path, {
        server: loggedIn(buildStaff(), { settings: { show_experimental_features: false } }),
      });
      expect(await heading('Wishspace Not Accessible')).toBeInTheDocument();
    },
  );

  test('staff without barks.view_bark learn which permission is missing and where to grant it', async () => {
    renderRoute('/bark_classic', {
      server: loggedIn(buildStaff({ username: 'ops', permissions: WITH_SHOPPING_LIST })),
    });
    expect(await heading('Permission needed')).toBeInTheDocument();
    expect(screen.queryByText('Ouch!')).not.toBeInTheDocument();
    expect(screen.getByText(/needs the permission “barks.view_bark”/)).toBeInTheDocument();
    expect(screen.getByText('npm run users -- grant ops barks.view_bark')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the admin area' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/reeprise');
  });

  test('a learner without shoppinglist.view_shoppinglist learns which, and to ask staff', async () => {
    renderRoute('/shoppinglist', { server: loggedIn(buildWhoami({ permissions: WITH_BARKS })) });
    expect(await heading('Permission needed')).toBeInTheDocument();
    expect(screen.getByText(/needs the permission “shoppinglist.view_shoppinglist”/)).toBeInTheDocument();
    expect(screen.getByText('Ask a staff member to grant it to you.')).toBeInTheDocument();
    expect(screen.queryByText(/npm run users/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the admin area' })).not.toBeInTheDocument();
  });
});

describe('a visitor (decision 001)', () => {
  test('sees the landing page at /reeprise', async () => {
    renderRoute('/reeprise');
    expect(await screen.findByRole('heading', { name: 'Reeprise', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  test('the LOG IN link opens Sign In', async () => {
    const { user, router } = renderRoute('/reeprise');
    await user.click(await screen.findByRole('link', { name: 'LOG IN' }));
    expect(await heading('Sign In')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reeprise');
  });

  test('sees Sign In on a deep link and stays there after logging in', async () => {
    const server = new FakeServer().addUser(buildWhoami({ username: 'ada' }), { password: 'lovelace-1815' });
    const { user, router } = renderRoute('/statistics', { server });
    expect(await heading('Sign In')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Username/), 'ada');
    await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await heading('Statistics')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/statistics');
  });

  test('at a gated route sees Sign In, not Ouch!', async () => {
    renderRoute('/chat');
    expect(await heading('Sign In')).toBeInTheDocument();
  });

  test('is told when the login status cannot be fetched', async () => {
    const server = new FakeServer().on('GET', '/accounts/whoami', () => ({ status: 500 }));
    renderRoute('/reeprise', { server });
    expect(await screen.findByText('Could not fetch login status.')).toBeInTheDocument();
  });
});

/** The real route table with one extra child 'broken', which fails to render, under `parent`. */
function withFailingChild(parent: (route: RouteObject) => boolean): RouteObject[] {
  const Failing = () => {
    throw new Error('page failed');
  };
  const visit = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const children = route.children ? visit(route.children) : undefined;
      const extra = parent(route) ? [{ path: 'broken', Component: Failing }] : [];
      return { ...route, children: children ? [...extra, ...children] : undefined };
    });
  return visit(routes);
}

const isPageGroup = (route: RouteObject) => route.path === undefined && route.errorElement !== undefined;

describe('error screens', () => {
  test.each([
    ['a page of the layout', '/broken', isPageGroup, 'Ouch!'],
    [
      'a wish space page',
      '/wishspace/broken',
      (route: RouteObject) => route.path === 'wishspace',
      'Wishspace Not Accessible',
    ],
    ['the root route', '/broken', (route: RouteObject) => route.path === '/', '404'],
  ])('%s (%s) shows %s', async (_where, url, parent, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute(url, {
      server: loggedIn(buildStaff(), { settings: { show_experimental_features: true } }),
      routes: withFailingChild(parent),
    });
    expect(await heading(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/reeprise');
  });

  test('the upload route shows Upload not accessible', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Failing = () => {
      throw new Error('no token');
    };
    const brokenUpload = routes.map((route) =>
      route.path === '/wishspace/:wishSpaceId/upload'
        ? { ...route, lazy: undefined, Component: Failing }
        : route,
    ) as RouteObject[];
    renderRoute('/wishspace/3/upload', { routes: brokenUpload });
    expect(await heading('Upload not accessible')).toBeInTheDocument();
  });
});

test('a page that waits for whoami does not flash Sign In to a logged-in user', async () => {
  renderRoute('/statistics', { server: loggedIn(buildWhoami()) });
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
});
