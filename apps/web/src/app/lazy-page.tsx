import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import type { Params } from 'react-router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { lazyComponent, rememberImport, type RememberedImport } from './lazy-component';
import { loadMuiRoot, muiRoot } from './with-mui';

type Options = {
  /**
   * False for a page written without MUI (the text list, decision 021). Every other page renders
   * inside MUI's frame, which loads with it: the shell around it is plain.
   */
  mui?: boolean;
};

/**
 * A page (or error screen) in its own chunk, loaded when it first RENDERS (a router `lazy` loads on
 * match: a visitor on /reeprise would download the text list behind the landing page), or before, by
 * its route's preload (lazyRoute): then it renders without suspending (lazyComponent).
 */
export function lazyPage<M>(
  load: (() => Promise<M>) | RememberedImport<M>,
  pick: (module: M) => ComponentType,
  { mui = true }: Options = {},
) {
  const page = typeof load === 'function' ? rememberImport(load) : load;
  let component: ComponentType | undefined;
  // an MUI page renders inside MUI's frame, which loads with it
  const ready = () => {
    const module = page.loaded();
    const frame = mui ? muiRoot.loaded() : undefined;
    if (module === undefined || (mui && !frame)) return undefined;
    if (!component) {
      const Picked = pick(module);
      component = frame
        ? function PageInMui() {
            return (
              <frame.MuiRoot>
                <Picked />
              </frame.MuiRoot>
            );
          }
        : Picked;
    }
    return component;
  };
  const Lazy = lazyComponent(ready, () => Promise.all([page.load(), mui ? muiRoot.load() : undefined]));
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
  const page = rememberImport(load);
  const loadAndPrefetch = async (context?: PrefetchContext) => {
    const module = await page.load();
    const { prefetch } = module as { prefetch?: PagePrefetch };
    if (context && typeof prefetch === 'function') prefetch(context);
    return module;
  };
  const handle: PageHandle = {
    preload: mui ? (context) => Promise.all([loadAndPrefetch(context), loadMuiRoot()]) : loadAndPrefetch,
  };
  return { Component: lazyPage(page, pick, options), handle };
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
