import { zodResolver } from '@hookform/resolvers/zod';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from '@/lib/router';
import {
  formErrorCode,
  TRAINING_FORM_DEFAULTS,
  TrainingFormSchema,
} from '../utils/training-form-schema';
import { TRAINING_SETTING_NAMES, trainingSearch, type TrainingSettingName } from '../utils/training-params';

const LABELS = {
  text_of_last_days: ['trainer.form.textOfLastDays', 'trainer.form.textOfLastDaysHint'],
  maximum_streak: ['trainer.form.maximumStreak', 'trainer.form.maximumStreakHint'],
  known_vocabularies: ['trainer.form.knownVocabularies', 'trainer.form.knownVocabulariesHint'],
  total_vocabularies: ['trainer.form.totalVocabularies', 'trainer.form.totalVocabulariesHint'],
} as const satisfies Record<TrainingSettingName, readonly [string, string]>;

/** Changing one of these re-checks the total, which must not be below the known words. */
const DEPENDENTS: Partial<Record<TrainingSettingName, TrainingSettingName[]>> = {
  known_vocabularies: ['total_vocabularies'],
};

/** The training settings (/vocabulary_trainer_new): four numbers, then off to training mode. */
export function TrainingSettingsForm() {
  const { t } = useTranslation('trainer');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(TrainingFormSchema), defaultValues: TRAINING_FORM_DEFAULTS });

  const onSubmit = handleSubmit((settings) => {
    void navigate({ pathname: '/vocabulary_training_mode', search: trainingSearch(settings) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 560 }}>
      <Stack spacing={2.5}>
        {TRAINING_SETTING_NAMES.map((name) => {
          const { ref, ...field } = register(name, { deps: DEPENDENTS[name] });
          const error = errors[name];
          const [label, hint] = LABELS[name];
          return (
            <TextField
              key={name}
              {...field}
              inputRef={ref}
              type="number"
              label={t(label)}
              required
              fullWidth
              error={Boolean(error)}
              helperText={error ? t(`trainer.form.errors.${formErrorCode(error.message)}`) : t(hint)}
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            />
          );
        })}
        <Button type="submit" variant="contained" size="large" startIcon={<PlayArrowIcon />}>
          {t('trainer.form.start')}
        </Button>
      </Stack>
    </Box>
  );
}
