import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocation, useMatch } from '@/lib/router';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { WithMui } from '../with-mui';

// separate chunks: a visitor downloads only the screen they see, a user neither; only Sign In needs MUI
const LandingPage = lazy(() =>
  import('@/features/landing/components/landing-page').then((module) => ({
    default: module.LandingPage,
  })),
);
const SignInPage = lazy(() =>
  import('@/features/auth/components/sign-in-page').then((module) => ({ default: module.SignInPage })),
);

function wantsSignIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signIn' in state && state.signIn === true;
}

/**
 * Decision 001: the landing page at /reeprise, Sign In when the LOG IN link asked for it
 * and on every other route (the visitor stays there after logging in).
 */
export function LoggedOutView() {
  const { t } = useTranslation();
  const location = useLocation();
  const atHome = useMatch('/reeprise') !== null;
  const showLanding = atHome && !wantsSignIn(location.state);
  return (
    <Suspense fallback={<FullPageSpinner label={t('app.loading')} />}>
      {showLanding ? (
        <LandingPage />
      ) : (
        <WithMui>
          <SignInPage />
        </WithMui>
      )}
    </Suspense>
  );
}
