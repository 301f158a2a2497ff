import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APP_NAME_MAX_LENGTH, DEFAULT_APP_NAME, type UserSettings } from '@reeprise/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateUserSettings } from '../api/update-user-settings';

// the server refuses the same (contract AppNameInputSchema); checked here so the learner sees it while typing
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * The spec's new-name card made real: the application name (up to 9 characters, changeable anytime)
 * that the top bar shows this learner. Empty goes back to the product's name.
 */
export function AppNameForm({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const update = useUpdateUserSettings({
    onError: (error) => notify(error.detail ?? t('settings.appName.saveFailed')),
  });
  const [value, setValue] = useState(settings.app_name ?? '');
  const current = settings.app_name ?? DEFAULT_APP_NAME;

  let problem: string | undefined;
  if (value.length > APP_NAME_MAX_LENGTH) problem = t('validation.maxLength', { count: APP_NAME_MAX_LENGTH });
  else if (UNPRINTABLE.test(value)) problem = t('settings.appName.invalid');
  const unchanged = (value.trim() || null) === settings.app_name;

  const save = (appName: string) => {
    update.mutate(
      { app_name: appName },
      {
        onSuccess: (saved) => {
          setValue(saved.app_name ?? '');
          notify(
            saved.app_name
              ? t('settings.appName.saved')
              : t('settings.appName.resetDone', { name: DEFAULT_APP_NAME }),
          );
        },
      },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && !unchanged) save(value);
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={handleSubmit}
      aria-label={t('settings.appName.title')}
    >
      <Typography color="text.secondary">
        {t('settings.appName.hint', { count: APP_NAME_MAX_LENGTH })}
      </Typography>
      <Typography>{t('settings.appName.current', { name: current })}</Typography>
      <TextField
        label={t('settings.appName.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={DEFAULT_APP_NAME}
        error={Boolean(problem)}
        helperText={problem ?? `${value.length}/${APP_NAME_MAX_LENGTH}`}
        disabled={update.isPending}
        autoComplete="off"
        sx={{ maxWidth: 320 }}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending || unchanged || Boolean(problem)}
        >
          {t('settings.appName.save')}
        </Button>
        {settings.app_name !== null && (
          <Button variant="outlined" onClick={() => save('')} disabled={update.isPending}>
            {t('settings.appName.reset', { name: DEFAULT_APP_NAME })}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
