import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /vocabulary_trainer_new: the training settings form. For now only its title; the page's own issue fills it in. */
export function TrainingSettingsPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.trainingSettings')}</PageTitle>;
}
