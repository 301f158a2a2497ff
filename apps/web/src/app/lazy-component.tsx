import { lazy, useState, type ComponentType } from 'react';

/** A dynamic import that keeps its module once loaded, so a render can use it without waiting. */
export type RememberedImport<M> = { load: () => Promise<M>; loaded: () => M | undefined };

export function rememberImport<M>(load: () => Promise<M>): RememberedImport<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () => {
      pending ??= load().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = undefined; // a chunk that failed (offline) is asked for again next time
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * React's `lazy`, except that a component whose code is already there when it mounts renders at once.
 * `lazy` suspends on its first render even then, and React holds a boundary's content back for up to
 * 300 ms after showing its fallback (suspense throttling): the learner's page, preloaded beside the
 * shell (decision 024), appeared that much later than its data. Render it inside a Suspense boundary.
 */
export function lazyComponent<P extends object>(
  ready: () => ComponentType<P> | undefined,
  load: () => Promise<unknown>,
): ComponentType<P> {
  const Lazy = lazy(async () => {
    await load();
    const component = ready();
    if (!component) throw new Error('a lazy component loaded without its module');
    return { default: component };
  });
  return function LazyComponent(props: P) {
    // decided once per mount: switching from the lazy to the ready component would remount the page
    const [Ready] = useState(ready);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  };
}
