import type { UserSettings, Whoami } from '@reeprise/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link, Outlet, useLocation } from '@/lib/router';
import { NotifyProvider } from '@/components/ui/notify-provider';
import { PlainIcon } from '@/components/ui/plain-icon';
import plain from '@/components/ui/plain.module.css';
import styles from './app-shell.module.css';
import { useFocusPageHeading } from './use-focus-page-heading';

type Props = { whoami: Whoami; settings: UserSettings | undefined };

// the drawer (MUI's Modal with its focus trap, the list, an icon per item, and MUI itself) is not on
// the first page: it is mounted, closed, and so loaded, when the pointer or the keyboard reaches the
// menu button, so it can slide in
const NavDrawer = lazy(() => import('./nav-drawer').then((module) => ({ default: module.NavDrawer })));

/**
 * The logged-in frame: top bar, slide-in navigation and the current page. Plain React and CSS, as
 * MUI's AppBar drew it: the text list paints without MUI (decision 021); MUI pages bring it along.
 */
export function AppShell({ whoami, settings }: Props) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const mountDrawer = () => setDrawerMounted(true);
  const main = useRef<HTMLElement>(null);
  // the search too: a generated chapter opens as ?chapter=N of the same text, its button gone
  const location = useLocation();
  useFocusPageHeading(main, location.pathname + location.search);

  return (
    // the notices of every page in the shell: plain, with MUI's snackbar loaded on the first one
    <NotifyProvider>
      <div className={styles.frame}>
        <header className={styles.appBar}>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={`${plain.iconButton} ${styles.menuButton}`}
              aria-label={t('nav.openMenu')}
              aria-expanded={drawerOpen}
              onPointerEnter={mountDrawer}
              onFocus={mountDrawer}
              onClick={() => {
                mountDrawer();
                setDrawerOpen(true);
              }}
            >
              <PlainIcon name="menu" />
            </button>
            <Link to="/reeprise" className={styles.title}>
              {/* the learner's own name for the app (settings page), else the product's */}
              {settings?.app_name ?? t('app.name')}
            </Link>
            <Link to="/vocabulary_trainer" className={`${plain.button} ${plain.inherit}`}>
              <span className={plain.startIcon}>
                <PlainIcon name="menuBook" />
              </span>
              {t('nav.vocabulary')}
            </Link>
          </div>
        </header>
        {drawerMounted && (
          <Suspense fallback={null}>
            <NavDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              whoami={whoami}
              settings={settings}
            />
          </Suspense>
        )}
        <main ref={main} className={styles.main}>
          <Outlet />
        </main>
      </div>
    </NotifyProvider>
  );
}
