import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { DueSummary } from '@/features/training/components/due-summary';
import { VocabularyTrainer } from '@/features/vocabulary-trainer/components/vocabulary-trainer';
import { canAccess } from '@/lib/access';

/** /vocabulary_trainer: the learner's vocabulary with its toggles, and the way into training. */
export function VocabularyTrainerPage() {
  const { t } = useTranslation();
  const whoami = useWhoami();
  const settings = useUserSettings();
  const mayCustomize = whoami.data ? canAccess('experimental', whoami.data, settings.data) : false;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          columnGap: 2,
        }}
      >
        <PageTitle>{t('pages.vocabularyTrainer')}</PageTitle>
        <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
          {mayCustomize && (
            <Button component={RouterLink} to="/vocabulary_trainer_new" variant="outlined" startIcon={<TuneIcon />}>
              {t('trainer.list.customTraining')}
            </Button>
          )}
          <Button component={RouterLink} to="/vocabulary_training_mode" variant="contained" startIcon={<PlayArrowIcon />}>
            {t('trainer.list.startTraining')}
          </Button>
        </Stack>
      </Box>
      <Typography color="text.secondary" sx={{ mt: -1.5, mb: 3, maxWidth: 720 }}>
        {t('trainer.list.intro')}
      </Typography>
      <Box sx={{ mt: -1, mb: 3 }}>
        <DueSummary />
      </Box>
      <VocabularyTrainer />
    </>
  );
}
