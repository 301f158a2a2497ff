import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from '@/lib/router';
import { describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildWhoami } from '@/testing/data';
import { buildText, readerServer } from '@/features/reader/test-data';
import { FakeServer } from '@/testing/fake-server';
import { renderRoute } from '@/testing/render-route';
import { AppLayout } from './layout/app-layout';
import { lazyRoute, preloadPages } from './lazy-page';
import { preloadSignedInPage, routes } from './router';
import { startApp } from './start-app';

function everyRoute(list: RouteObject[]): RouteObject[] {
  return list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);
}

describe('preloading pages', () => {
  test('starts the import of every matched page, skips routes without one, swallows a failure', async () => {
    const text = vi.fn(() => Promise.resolve({}));
    const broken = vi.fn(() => Promise.reject(new Error('chunk gone')));
    const settled = preloadPages([
      { handle: undefined, params: {} },
      { handle: { preload: text }, params: {} },
      { handle: { preload: broken }, params: {} },
    ]);
    expect(text).toHaveBeenCalledOnce();
    expect(broken).toHaveBeenCalledOnce();
    // settles despite the failure: the layout then renders, and the page's render reports it
    await expect(settled).resolves.toBeUndefined();
  });

  test("asks for a page's first data in the preload's own task, not once the page's code has loaded", () => {
    const prefetch = vi.fn();
    const { handle } = lazyRoute(
      () => new Promise<never>(() => undefined), // the page's chunk still on its way
      () => () => null,
      { mui: false, prefetch },
    );
    const context = {
      queryClient: createQueryClient(),
      params: { generatedTextId: '7' },
      search: new URLSearchParams(),
    };
    void handle.preload(context);
    expect(prefetch).toHaveBeenCalledWith(context);
  });

  test('every page route of the table can be preloaded with the chunk it renders', async () => {
    const pages = everyRoute(routes).filter((route) => route.Component);
    expect(pages.length).toBeGreaterThan(10);
    for (const route of pages) {
      const preload = (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload;
      expect(preload, `route ${route.path ?? '(index)'}`).toBeTypeOf('function');
    }
    const textList = pages.find((route) => route.path === 'reeprise')!;
    const module = await (textList.handle as { preload: () => Promise<Record<string, unknown>> }).preload();
    expect(module).toHaveProperty('TextListPage');
  });
});

describe('the common layout', () => {
  const pageRoutes = (preload: () => Promise<unknown>): RouteObject[] => [
    {
      path: '/',
      element: <AppLayout />,
      children: [{ path: 'reeprise', handle: { preload }, element: null }],
    },
  ];

  test("starts loading a logged-in user's page with the shell, before the page renders", async () => {
    const preload = vi.fn(() => new Promise<never>(() => undefined));
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    renderRoute('/reeprise', { server, routes: pageRoutes(preload) });
    await waitFor(() => expect(preload).toHaveBeenCalled());
  });

  test("shows the shell only once the page's code is there too: both paint in one frame (decision 031)", async () => {
    let loaded!: () => void;
    const preload = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const server = new FakeServer().addUser(buildWhoami(), { loggedIn: true });
    const { queryClient } = renderRoute('/reeprise', { server, routes: pageRoutes(preload) });
    await waitFor(() => expect(queryClient.getQueryState(['user-settings'])?.status).toBe('success'));
    await waitFor(() => expect(preload).toHaveBeenCalled());
    // the settings are there, the page's code is not: no shell whose page would show a spinner first
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    loaded();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  test("does not load a visitor's pages behind the landing page", async () => {
    const preload = vi.fn(() => Promise.resolve({}));
    renderRoute('/reeprise', { routes: pageRoutes(preload) });
    // the layout's effects have run once the visitor's view is on screen
    expect(await screen.findByRole('link', { name: 'LOG IN' })).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });

  test.each([
    [
      'the text list',
      '/reeprise',
      ['/api/reeprise/generated_texts/', '/api/reeprise/generated_texts/top_viewed/'],
    ],
    ['the reader', '/reeprise/7', ['/api/reeprise/generated_texts/7/', '/api/reeprise/vocabulary/']],
    [
      'statistics',
      '/statistics',
      [
        '/api/reeprise/vocabulary/stats/',
        '/api/reeprise/generated_texts/stats/',
        '/api/reeprise/vocabulary/progress/',
      ],
    ],
  ])('%s asks for its first data while the settings are still on their way', async (_page, url, paths) => {
    const server = new FakeServer()
      .addUser(buildWhoami(), { loggedIn: true })
      .on('GET', '/api/reeprise/user_settings/', () => new Promise<never>(() => undefined));
    renderRoute(url, { server });
    for (const path of paths) await waitFor(() => expect(server.requestsTo('GET', path)).toHaveLength(1));
    // the page itself has not rendered: the shell waits for the settings
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  test('the reader asks beside its text for what it asks once it shows: the chapter, its neighbours, the known forms', async () => {
    const text = buildText({ id: 7, language: 'FRENCH' });
    const server = readerServer({ text }).on(
      'GET',
      '/api/reeprise/user_settings/',
      () => new Promise<never>(() => undefined),
    );
    renderRoute('/reeprise/7?chapter=2', { server });
    const asked = [
      '/api/reeprise/generated_texts/7/chapters/1/',
      '/api/reeprise/generated_texts/7/chapters/2/',
      '/api/reeprise/generated_texts/7/chapters/3/',
      '/api/reeprise/vocabulary/known_forms/',
    ];
    for (const path of asked) await waitFor(() => expect(server.requestsTo('GET', path)).toHaveLength(1));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  describe('in a browser that was signed in (decision 030)', () => {
    test('the shell, the page and its first data are asked for beside whoami, not after it', async () => {
      const server = new FakeServer()
        .addUser(buildWhoami(), { loggedIn: true })
        .on('GET', '/accounts/whoami', () => new Promise<never>(() => undefined))
        .install();
      preloadSignedInPage('/reeprise', createQueryClient({ retry: false }));
      // in the same task: no module to wait for first (decision 031)
      expect(server.requestsTo('GET', '/api/reeprise/generated_texts/')).toHaveLength(1);
      expect(server.requestsTo('GET', '/api/reeprise/generated_texts/top_viewed/')).toHaveLength(1);
    });

    test('a login after a wrong hint asks again for what was refused: the shell waits for it as after any login', async () => {
      let settingsAnswered = 0;
      const server = new FakeServer()
        .addUser(buildWhoami({ username: 'ada' }), { password: 'ada-password-1' })
        // refused while nobody is signed in; after the login, held so the moment in between can be looked at
        .on('GET', '/api/reeprise/user_settings/', (_request, next) =>
          settingsAnswered++ === 0 ? next() : new Promise<never>(() => undefined),
        );
      const { user, queryClient } = renderRoute('/reeprise', { server, state: { signIn: true } });
      await startApp(queryClient, true);
      await waitFor(() => expect(queryClient.getQueryState(['user-settings'])?.status).toBe('error'));
      await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'ada');
      await user.type(screen.getByLabelText(/Password/, { selector: 'input' }), 'ada-password-1');
      await user.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(server.requestsTo('GET', '/api/reeprise/user_settings/')).toHaveLength(2));
      // a refused query without data goes back to pending when asked again: no frame paints with the refusal
      expect(queryClient.getQueryState(['user-settings'])?.status).toBe('pending');
      expect(screen.getByRole('progressbar')).toBeInTheDocument();
    });
  });
});
