import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /statistics. For now only its title; the page's own issue fills it in. */
export function StatisticsPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.statistics')}</PageTitle>;
}
