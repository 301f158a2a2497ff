import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { BrowserRouter, matchRoutes, parsePath, type Location, type RouteObject } from '@/lib/router';
import type { Gate } from '@/lib/access';
import { AppRoutes, type RedirectHandle } from './app-routes';
import { AppLayout } from './layout/app-layout';
import { RequireAccess } from './layout/require-access';
import { lazyPage as page, lazyRoute, preloadPages, type PagePrefetch } from './lazy-page';
import { PAGE_LIST, type PageEntry } from './route-manifest';

const HOME = '/reeprise';

// redirects before anything renders (AppRoutes), before a layout could show Sign In instead
const goHome = { handle: { redirectTo: HOME } satisfies RedirectHandle };

// error screens are MUI and load when shown, MUI's frame with them (lazyPage)
const NotFoundErrorElement = page(
  () => import('./errors/not-found-screen'),
  (m) => m.NotFoundErrorElement,
);
const OuchErrorElement = page(
  () => import('./errors/ouch-screen'),
  (m) => m.OuchErrorElement,
);
const UploadErrorElement = page(
  () => import('./errors/upload-error-screen'),
  (m) => m.UploadErrorElement,
);
const WishspaceErrorElement = page(
  () => import('./errors/wishspace-error-screen'),
  (m) => m.WishspaceErrorElement,
);

// every page is its own chunk, loaded when first visited; the manifest (route-manifest.ts) names them
const pageModules = import.meta.glob<Record<string, ComponentType | undefined>>([
  './routes/*/*.tsx',
  '!./routes/**/*.test.tsx',
]);
// the learner pages' first data is asked for in the task that preloads them, beside their code: in the
// entry's graph (decision 031)
const prefetches = import.meta.glob<PagePrefetch>('./routes/*/*.data.ts', {
  eager: true,
  import: 'prefetch',
});

/** A page of the manifest as a route at `path` (relative to its parent's), with its preload and strings. */
function pageRoute(entry: PageEntry, path: string): RouteObject {
  const load = pageModules[`./routes/${entry.module}.tsx`];
  const prefetch = entry.data ? prefetches[`./routes/${entry.module}.data.ts`] : undefined;
  if (!load || (entry.data && !prefetch)) throw new Error(`route-manifest: no module ${entry.module}`);
  const pick = (module: Record<string, ComponentType | undefined>) => {
    const Page = module[entry.component];
    if (!Page) throw new Error(`route-manifest: ${entry.module} exports no ${entry.component}`);
    return Page;
  };
  const route = lazyRoute(load, pick, { mui: entry.kit === 'mui', strings: entry.strings, prefetch });
  return path === '' ? { index: true, ...route } : { path, ...route };
}

/** The pages of an area, their paths relative to `base`, each gate's pages wrapped in its guard. */
function areaRoutes(area: PageEntry['area'], base: string): RouteObject[] {
  const pages = PAGE_LIST.filter((entry) => (entry.area ?? 'app') === area);
  const relative = (entry: PageEntry) => entry.path.slice(base.length).replace(/^\//, '');
  const open = pages.filter((entry) => !entry.gate).map((entry) => pageRoute(entry, relative(entry)));
  const gates = [...new Set(pages.flatMap((entry) => (entry.gate ? [entry.gate] : [])))];
  const gated = gates.map((gate: Gate) => ({
    element: <RequireAccess gate={gate} />,
    children: pages.filter((entry) => entry.gate === gate).map((entry) => pageRoute(entry, relative(entry))),
  }));
  return [...open, ...gated];
}

const appRoutes: RouteObject[] = [
  // '/' and unknown paths go home, logged in or not (a loader runs before any layout decides)
  { index: true, ...goHome },
  ...areaRoutes('app', ''),
  // /admin lands here too when followed inside the SPA: the drawer loads it as a full page instead
  { path: '*', ...goHome },
];

const wishSpaceRoutes: RouteObject = {
  path: 'wishspace',
  element: <RequireAccess gate="experimental" denied="wishspace" />,
  errorElement: <WishspaceErrorElement />,
  children: areaRoutes('wishspace', '/wishspace'),
};

/**
 * The spec's route table (§2), rendered by the app's router (decision 032), built from the manifest:
 * `errorElement` is an error boundary around the route, `handle` preloads a page or redirects. Exported
 * for tests, which mount it in a memory router.
 */
export const routes: RouteObject[] = [
  // outside the common layout and without login: the guest's token is the authorization
  ...PAGE_LIST.filter((entry) => entry.area === 'bare').map((entry) => ({
    ...pageRoute(entry, entry.path),
    errorElement: <UploadErrorElement />,
  })),
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <NotFoundErrorElement />,
    children: [{ errorElement: <OuchErrorElement />, children: appRoutes }, wishSpaceRoutes],
  },
];

/**
 * In a browser that was signed in (decision 030): the page's code and first data,
 * asked for beside whoami instead of once it has answered (which the layout then does for any signed-in
 * user, finding them loaded or on their way).
 */
export function preloadSignedInPage(location: Partial<Location> | string, queryClient: QueryClient): void {
  const matches = matchRoutes(routes, location) ?? [];
  const { search = '' } = typeof location === 'string' ? parsePath(location) : location;
  void preloadPages(
    matches.map(({ route, params }) => ({ handle: route.handle, params })),
    { queryClient, search },
  );
}

/** The app at the browser's address. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
}
