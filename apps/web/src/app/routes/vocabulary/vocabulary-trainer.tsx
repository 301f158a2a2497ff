import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';

/** /vocabulary_trainer: vocabulary list and trainer. For now only its title; the page's own issue fills it in. */
export function VocabularyTrainerPage() {
  const { t } = useTranslation();
  return <PageTitle>{t('pages.vocabularyTrainer')}</PageTitle>;
}
