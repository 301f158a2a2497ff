import { lazy, Suspense, type ComponentType } from 'react';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';

/**
 * A page (or error screen) in its own chunk, loaded when it first RENDERS. (A router `lazy` loads on
 * match: a visitor on /reeprise would download the text list behind the landing page.)
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
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
 * it before it renders, e.g. together with the shell as soon as whoami says who is there.
 */
export function lazyRoute<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  const handle: PageHandle = { preload: load };
  return { Component: lazyPage(load, pick), handle };
}

/** Starts loading the pages of the matched routes (each import runs once; later calls reuse it). */
export function preloadPages(matches: ReadonlyArray<{ handle: unknown }>): void {
  for (const { handle } of matches) {
    if (handle && typeof (handle as Partial<PageHandle>).preload === 'function') {
      (handle as PageHandle).preload().catch(() => undefined); // rendering the page reports a failure
    }
  }
}
