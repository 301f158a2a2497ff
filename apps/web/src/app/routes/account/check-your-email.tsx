import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /check_your_email. For now only its title; the page's own issue fills it in. */
export function CheckYourEmailPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.checkYourEmail')}</PageTitle>;
}
