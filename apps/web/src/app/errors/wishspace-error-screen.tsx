import { useTranslation } from 'react-i18next';
import { ErrorScreen, useLogRouteError } from './error-screen';

/** 'Wishspace Not Accessible': the wish space routes' error element. */
export function WishspaceErrorElement() {
  const { t } = useTranslation();
  useLogRouteError();
  return <ErrorScreen title={t('errors.wishspace')} body={t('errors.wishspaceBody')} />;
}
