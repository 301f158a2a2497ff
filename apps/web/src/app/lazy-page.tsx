import { lazy, Suspense, type ComponentType } from 'react';
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

/** What a route with a lazy page keeps in its `handle`: how to start loading the page's chunk. */
export type PageHandle = { preload: () => Promise<unknown> };

/**
 * A route's page in its own chunk (see lazyPage), with a `handle` that lets the layout start loading
 * it before it renders, e.g. together with the shell as soon as whoami says who is there; an MUI
 * page's preload fetches MUI's frame too.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: Options = {},
) {
  const mui = options.mui ?? true;
  const handle: PageHandle = {
    preload: mui ? () => Promise.all([load(), loadMuiRoot()]) : load,
  };
  return { Component: lazyPage(load, pick, options), handle };
}

/** Starts loading the pages of the matched routes (each import runs once; later calls reuse it). */
export function preloadPages(matches: ReadonlyArray<{ handle: unknown }>): void {
  for (const { handle } of matches) {
    if (handle && typeof (handle as Partial<PageHandle>).preload === 'function') {
      (handle as PageHandle).preload().catch(() => undefined); // rendering the page reports a failure
    }
  }
}
