import { useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from '@/lib/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { isLoggedIn } from '@/lib/access';
import { preloadPages } from '../lazy-page';
import { useRouteMatches } from '../route-matches';
import { WithMui } from '../with-mui';
// in the entry's chunk (decision 032): loaded on its own after whoami, it was one more request in the
// round that the page's code and first data take
import { AppShell } from './app-shell';
import { LoggedOutView } from './logged-out-view';
import { useForgetPreviousUser } from './use-forget-previous-user';
import { useUiLanguage } from './use-ui-language';

const LoginStatusError = lazy(() =>
  import('./login-status-error').then((module) => ({ default: module.LoginStatusError })),
);

/** The common layout of every route but the wish upload: decides between visitor and user views. */
export function AppLayout() {
  const { t } = useTranslation();
  const whoami = useWhoami();
  const loggedIn = whoami.data ? isLoggedIn(whoami.data) : undefined;
  const settings = useUserSettings({ enabled: loggedIn === true });
  const languageShown = useUiLanguage(loggedIn, settings.data?.mother_tongue);
  useForgetPreviousUser(whoami.data?.userId);
  const matches = useRouteMatches();
  const { search } = useLocation();
  const queryClient = useQueryClient();
  // The first frame of the shell waits for the page's code too (decision 031). Shown before it, the
  // page's Suspense boundary would commit its spinner, and React then holds the page back until 300 ms
  // after that (suspense throttling): the shell and the page paint together instead. Once true, it stays:
  // a later page loads inside the shell.
  const [codeLoaded, setCodeLoaded] = useState(false);
  useEffect(() => {
    // fetch the page's code (with MUI for an MUI page) while the settings are still on their way, rather
    // than once the shell has rendered (one round trip less); the page's first data is asked for at once
    if (!loggedIn) return;
    let current = true;
    void preloadPages(matches, { queryClient, search }).then(() => {
      // a transition: React renders the shell and the page in slices between which the browser can
      // answer input, not in one long task; nothing suspends, so nothing is held back
      if (current) startTransition(() => setCodeLoaded(true));
    });
    return () => {
      current = false;
    };
  }, [loggedIn, matches, queryClient, search]);

  if (!whoami.data) {
    if (whoami.isError) {
      return (
        <WithMui>
          <LoginStatusError onRetry={() => void whoami.refetch()} />
        </WithMui>
      );
    }
    return <FullPageSpinner label={t('app.loading')} />;
  }
  if (!languageShown) return <FullPageSpinner label={t('app.loading')} />;
  if (!loggedIn) return <LoggedOutView />;
  // wait for the settings once, so the first frame has the right language and menu
  if ((settings.isPending && settings.fetchStatus !== 'idle') || !codeLoaded)
    return <FullPageSpinner label={t('app.loading')} />;
  return (
    <Suspense fallback={<FullPageSpinner label={t('app.loading')} />}>
      <AppShell whoami={whoami.data} settings={settings.data} />
    </Suspense>
  );
}
