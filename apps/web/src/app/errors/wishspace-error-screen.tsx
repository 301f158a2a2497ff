import { useTranslation } from '@/lib/i18n/use-translation';
import { ErrorScreen, useLogRouteError } from './error-screen';

/** 'Wishspace Not Accessible': shown on wish space routes to users who may not open them. */
export function WishspaceScreen() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.wishspace')} body={t('errors.wishspaceBody')} />;
}

/** The wish space routes' error element. */
export function WishspaceErrorElement() {
  useLogRouteError();
  return <WishspaceScreen />;
}
