import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /vocabulary_training_mode: flashcard training. For now only its title; the page's own issue fills it in. */
export function TrainingModePage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.trainingMode')}</PageTitle>;
}
