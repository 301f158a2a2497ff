import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PageTitle } from '@/components/ui/page-title';
import { TrainingSettingsForm } from '@/features/training/components/training-settings-form';

/** /vocabulary_trainer_new (staff with experimental features): the training settings form. */
export function TrainingSettingsPage() {
  const { t } = useTranslation('trainer');
  return (
    <>
      <PageTitle>{t('pages.trainingSettings')}</PageTitle>
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 3, maxWidth: 560 }}>
        {t('trainer.form.intro')}
      </Typography>
      <TrainingSettingsForm />
    </>
  );
}
