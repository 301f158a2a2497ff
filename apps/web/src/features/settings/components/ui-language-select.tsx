import TextField from '@mui/material/TextField';
import { MOTHER_TONGUES, MotherTongueSchema, type MotherTongue, type UserSettings } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateUserSettings } from '../api/update-user-settings';

/** Each language in its own words, so a learner finds theirs whatever the interface shows. */
const LABELS: Record<MotherTongue, string> = { ENGLISH: 'English', GERMAN: 'Deutsch' };

/** mother_tongue: the whole app follows it as soon as the server confirmed the change. */
export function UiLanguageSelect({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const update = useUpdateUserSettings({ onError: () => notify(t('settings.saveFailed')) });
  const value = update.isPending
    ? (update.variables.mother_tongue ?? settings.mother_tongue)
    : settings.mother_tongue;

  const handleChange = (next: string) => {
    const parsed = MotherTongueSchema.safeParse(next);
    if (parsed.success && parsed.data !== settings.mother_tongue)
      update.mutate({ mother_tongue: parsed.data });
  };

  return (
    <TextField
      select
      label={t('settings.language.label')}
      value={value}
      onChange={(event) => handleChange(event.target.value)}
      helperText={t('settings.language.hint')}
      disabled={update.isPending}
      sx={{ minWidth: 240, maxWidth: 420 }}
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {MOTHER_TONGUES.map((tongue) => (
        <option key={tongue} value={tongue}>
          {LABELS[tongue]}
        </option>
      ))}
    </TextField>
  );
}
