import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /bark_account: bark accounts. For now only its title; the page's own issue fills it in. */
export function BarkAccountPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.barkAccount')}</PageTitle>;
}
