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
