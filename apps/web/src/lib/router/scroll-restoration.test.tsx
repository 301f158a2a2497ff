import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { BrowserRouter, Link, useLocation } from './router';

function Page() {
  const { pathname } = useLocation();
  return (
    <main>
      <p>{pathname}</p>
      <Link to="/statistics">Statistics</Link>
      <Link to="/settings#retention">Retention</Link>
      <h2 id="retention">Retention</h2>
    </main>
  );
}

/** jsdom neither lays out nor scrolls: the window's scroll position is ours to set, as a learner's scrolling would. */
let scrollY = 0;
const scrollTo = vi.fn((_x: number, y: number) => {
  scrollY = y;
});

beforeEach(() => {
  scrollY = 0;
  scrollTo.mockClear();
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
  // tall enough for any position: restoring need not wait for the page to grow
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(100_000);
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/reeprise');
});

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('scroll restoration', () => {
  test('a new page starts at the top, and Back returns to where the last one was scrolled', async () => {
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    scrollY = 640;
    await user.click(screen.getByRole('link', { name: 'Statistics' }));
    expect(screen.getByText('/statistics')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollY = 120;
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText('/reeprise')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(async () => {
      window.history.forward();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText('/statistics')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  test("a new page with a hash starts at the hash's element", async () => {
    // jsdom has no scrollIntoView; the test gives it one for as long as it runs
    const scrolledInto = vi.fn();
    Element.prototype.scrollIntoView = scrolledInto;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const user = userEvent.setup();
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Retention' }));
    expect(scrolledInto).toHaveBeenCalledTimes(1);
    expect(scrolledInto.mock.contexts[0]).toBe(document.getElementById('retention'));
  });

  test('the browser is told not to restore on its own, and an address opened afresh gets a key of its own', () => {
    render(
      <BrowserRouter>
        <Page />
      </BrowserRouter>,
    );
    expect(window.history.scrollRestoration).toBe('manual');
    expect((window.history.state as { key?: string }).key).toMatch(/./);
  });
});
