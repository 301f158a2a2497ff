import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSearchParams } from '@/lib/router';
import { PageTitle } from '@/components/ui/page-title';
import { StreakBuckets } from '@/features/statistics/components/streak-buckets';
import { TrainingSession } from '@/features/training/components/training-session';
import { parseTrainingSearch } from '@/features/training/utils/training-params';

/** /vocabulary_training_mode: flashcards for the settings in the URL (defaults when absent), or ?due=1: the words due now. */
export function TrainingModePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const settings = useMemo(() => parseTrainingSearch(search), [search]);
  return (
    <>
      <PageTitle>{t('pages.trainingMode')}</PageTitle>
      <TrainingSession settings={settings} summary={<StreakBuckets />} due={search.get('due') === '1'} />
    </>
  );
}
