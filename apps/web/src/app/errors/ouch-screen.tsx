import { useTranslation } from '@/lib/i18n/use-translation';
import { ErrorScreen, useLogRouteError } from './error-screen';

/** 'Ouch!': shown by a page that failed, and to a user without the page's gate. */
export function OuchScreen() {
  const { t } = useTranslation();
  return <ErrorScreen title={t('errors.ouch')} body={t('errors.ouchBody')} />;
}

export function OuchErrorElement() {
  useLogRouteError();
  return <OuchScreen />;
}
