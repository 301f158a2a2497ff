import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  NEW_WORDS_PER_DAY_DEFAULT,
  NEW_WORDS_PER_DAY_MAX,
  NEW_WORDS_PER_DAY_MIN,
  type UserSettings,
} from '@reeprise/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateUserSettings } from '../api/update-user-settings';

// no noun to agree with: the range is written as digits in both languages
const RANGE = { range: `${NEW_WORDS_PER_DAY_MIN}–${NEW_WORDS_PER_DAY_MAX}` };

/** The field's text as a limit the server takes, or undefined (the contract's rule, checked while typing). */
function limitOf(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const value = Number(text);
  return value >= NEW_WORDS_PER_DAY_MIN && value <= NEW_WORDS_PER_DAY_MAX ? value : undefined;
}

/** How many words never trained "Train due words" may start per day (issue 35, Anki's "new cards/day"). */
export function NewWordsPerDayForm({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const stored = settings.new_words_per_day ?? NEW_WORDS_PER_DAY_DEFAULT;
  const [text, setText] = useState(String(stored));
  const update = useUpdateUserSettings({
    onSuccess: () => notify(t('settings.newWords.saved')),
    onError: (error) => notify(error.detail ?? t('settings.saveFailed')),
  });
  const limit = limitOf(text);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (limit !== undefined && limit !== stored) update.mutate({ new_words_per_day: limit });
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit}
      aria-label={t('settings.newWords.title')}
    >
      <TextField
        label={t('settings.newWords.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        type="number"
        error={limit === undefined}
        helperText={
          limit === undefined ? t('settings.newWords.invalid', RANGE) : t('settings.newWords.hint', RANGE)
        }
        disabled={update.isPending}
        slotProps={{
          htmlInput: {
            min: NEW_WORDS_PER_DAY_MIN,
            max: NEW_WORDS_PER_DAY_MAX,
            step: 1,
            inputMode: 'numeric',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
      <div>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending || limit === undefined || limit === stored}
        >
          {t('settings.newWords.save')}
        </Button>
      </div>
    </Stack>
  );
}
