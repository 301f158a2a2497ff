import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { rememberImport } from './lazy-component';

/** MUI's frame, kept once loaded: a page preloaded with it renders without suspending (lazy-component.tsx). */
export const muiRoot = rememberImport(() => import('./mui-root'));

/** Starts loading MUI's frame early, e.g. as soon as whoami says a user is logged in. */
export const loadMuiRoot = muiRoot.load;
const MuiRoot = lazy(() => loadMuiRoot().then((module) => ({ default: module.MuiRoot })));

/**
 * Every screen but the landing page is built with MUI: it renders inside this, which loads the theme
 * (and with it MUI and emotion) first. The landing page is plain CSS, so a visitor loads none of it.
 */
export function WithMui({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<FullPageSpinner label={t('app.loading')} />}>
      <MuiRoot>{children}</MuiRoot>
    </Suspense>
  );
}
