import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import type { Params } from '@/lib/router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { hasStrings, loadStrings, type StringArea } from '@/lib/i18n';
import { lazyComponent, rememberImport, type RememberedImport } from './lazy-component';
import type { RouteMatch } from './route-matches';
import { loadMuiRoot, muiRoot } from './with-mui';

type Options = {
  /**
   * False for a page written without MUI (the text list, decision 021). Every other page renders
   * inside MUI's frame, which loads with it: the shell around it is plain.
   */
  mui?: boolean;
  /** The areas of strings the page shows (the route manifest's `strings`): it renders once they are there. */
  strings?: readonly StringArea[];
};

type RouteOptions = Options & {
  /**
   * Asks for the queries the page's first paint needs (a route's data module, `*.data.ts`): at once, in
   * the preload's own task, not after the page's code has loaded (decision 031); the page's hooks find
   * the queries in flight or answered.
   */
  prefetch?: PagePrefetch;
};

/**
 * A page (or error screen) in its own chunk, loaded when it first RENDERS (a router `lazy` loads on
 * match: a visitor on /reeprise would download the text list behind the landing page), or before, by
 * its route's preload (lazyRoute): then it renders without suspending (lazyComponent).
 */
export function lazyPage<M>(
  load: (() => Promise<M>) | RememberedImport<M>,
  pick: (module: M) => ComponentType,
  { mui = true, strings = [] }: Options = {},
) {
  const page = typeof load === 'function' ? rememberImport(load) : load;
  let component: ComponentType | undefined;
  // an MUI page renders inside MUI's frame, which loads with it
  const ready = () => {
    const module = page.loaded();
    const frame = mui ? muiRoot.loaded() : undefined;
    if (module === undefined || (mui && !frame) || !hasStrings(strings)) return undefined;
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
  const Lazy = lazyComponent(ready, () =>
    Promise.all([page.load(), mui ? muiRoot.load() : undefined, loadStrings(strings)]),
  );
  return function Page() {
    return (
      <Suspense fallback={<FullPageSpinner label="Reeprise" />}>
        <Lazy />
      </Suspense>
    );
  };
}

/** Who fetches, and for which route and query string: what a page's `prefetch` gets. */
export type PrefetchContext = { queryClient: QueryClient; params: Params; search: URLSearchParams };

/** What a route's data module exports: starts the queries the page's first paint needs. */
export type PagePrefetch = (context: PrefetchContext) => void;

/** What a route with a lazy page keeps in its `handle`: how to start loading the page's chunk (and data). */
export type PageHandle = { preload: (context?: PrefetchContext) => Promise<unknown> };

/**
 * A route's page in its own chunk (see lazyPage), with a `handle` that lets the layout start loading
 * it before it renders, e.g. together with the shell as soon as whoami says who is there; an MUI
 * page's preload fetches MUI's frame too, its strings come along, and the route's data module asks for
 * the page's first data.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { prefetch, ...options }: RouteOptions = {},
) {
  const mui = options.mui ?? true;
  const strings = options.strings ?? [];
  const page = rememberImport(load);
  const handle: PageHandle = {
    preload: async (context) => {
      // the code first: on HTTP/1.1's six connections the larger files take the first ones (decision 032);
      // the page's strings beside it, not a round trip after
      const loading = Promise.all([page.load(), mui ? loadMuiRoot() : undefined, loadStrings(strings)]);
      if (prefetch && context) prefetch(context);
      const [module] = await loading;
      return module;
    },
  };
  return { Component: lazyPage(page, pick, options), handle };
}

/**
 * Starts loading the pages of the matched routes and their first data (each import runs once). Settles
 * when their code has loaded or failed to: rendering a page that failed reports it.
 */
export function preloadPages(
  matches: readonly RouteMatch[],
  data?: { queryClient: QueryClient; search: string },
): Promise<void> {
  const loads = matches.flatMap(({ handle, params }) => {
    if (!handle || typeof (handle as Partial<PageHandle>).preload !== 'function') return [];
    const context = data && {
      queryClient: data.queryClient,
      params,
      search: new URLSearchParams(data.search),
    };
    return [(handle as PageHandle).preload(context).catch(() => undefined)];
  });
  return Promise.all(loads).then(() => undefined);
}
