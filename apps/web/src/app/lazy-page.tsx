import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Params } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { loadMuiRoot } from './with-mui';

type Options = {
  /**
   * False for a page written without MUI (the text list, decision 021). Every other page renders
   * inside MUI's frame, which loads with it: the shell around it is plain.
   */
  mui?: boolean;
};

/**
 * A page (or error screen) in its own chunk, loaded when it first RENDERS. (A router `lazy` loads on
 * match: a visitor on /reeprise would download the text list behind the landing page.)
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { mui = true }: Options = {},
) {
  // an MUI page loads its chunk and MUI's frame together, behind one boundary
  const Lazy = lazy(async () => {
    if (!mui) return { default: pick(await load()) };
    const [module, { MuiRoot }] = await Promise.all([load(), loadMuiRoot()]);
    const Page = pick(module);
    return {
      default: function PageInMui() {
        return (
          <MuiRoot>
            <Page />
          </MuiRoot>
        );
      },
    };
  });
  return function Page() {
    return (
      <Suspense fallback={<FullPageSpinner label="Reeprise" />}>
        <Lazy />
      </Suspense>
    );
  };
}

/** Who fetches, and for which route: what a page's `prefetch` gets. */
export type PrefetchContext = { queryClient: QueryClient; params: Params };

/**
 * What a page module may export beside its component: starts the queries its first paint needs, as soon
 * as its chunk is there, instead of once the shell around it has rendered (the queries are the page's
 * own, so its hooks find them in flight or answered).
 */
export type PagePrefetch = (context: PrefetchContext) => void;

/** What a route with a lazy page keeps in its `handle`: how to start loading the page's chunk (and data). */
export type PageHandle = { preload: (context?: PrefetchContext) => Promise<unknown> };

/**
 * A route's page in its own chunk (see lazyPage), with a `handle` that lets the layout start loading
 * it before it renders, e.g. together with the shell as soon as whoami says who is there; an MUI
 * page's preload fetches MUI's frame too, and a page module's `prefetch` runs once it has loaded.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: Options = {},
) {
  const mui = options.mui ?? true;
  const loadAndPrefetch = async (context?: PrefetchContext) => {
    const module = await load();
    const { prefetch } = module as { prefetch?: PagePrefetch };
    if (context && typeof prefetch === 'function') prefetch(context);
    return module;
  };
  const handle: PageHandle = {
    preload: mui ? (context) => Promise.all([loadAndPrefetch(context), loadMuiRoot()]) : loadAndPrefetch,
  };
  return { Component: lazyPage(load, pick, options), handle };
}

/** Starts loading the pages of the matched routes and their first data (each import runs once). */
export function preloadPages(
  matches: ReadonlyArray<{ handle: unknown; params: Params }>,
  queryClient?: QueryClient,
): void {
  for (const { handle, params } of matches) {
    if (handle && typeof (handle as Partial<PageHandle>).preload === 'function') {
      const context = queryClient ? { queryClient, params } : undefined;
      (handle as PageHandle).preload(context).catch(() => undefined); // rendering the page reports a failure
    }
  }
}
