import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { StatisticsOverview } from '@/features/statistics/components/statistics-overview';

/** /statistics: what the learner has added and created, in the interface language's numbers; plain (decision 023). */
export function StatisticsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.statistics')}</PageTitle>
      <StatisticsOverview />
    </>
  );
}
