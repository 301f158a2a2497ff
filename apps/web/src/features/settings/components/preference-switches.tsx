import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { UserSettings, UserSettingsPatch } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useUpdateUserSettings } from '../api/update-user-settings';

type Flag = 'show_experimental_features' | 'show_welcome_card' | 'show_new_word_marks';

type Props = { settings: UserSettings; isStaff: boolean };

/** The on/off settings; the experimental one only for staff (the server refuses it to others too). */
export function PreferenceSwitches({ settings, isStaff }: Props) {
  const { t } = useTranslation('settings', 'known-words');
  const notify = useNotify();
  const update = useUpdateUserSettings({
    onError: (error) => notify(error.detail ?? t('settings.saveFailed')),
  });
  // while the server is asked, the switch already shows what the learner chose
  const pending: UserSettingsPatch = update.isPending ? update.variables : {};
  const checked = (flag: Flag) => pending[flag] ?? settings[flag];

  const flags: { flag: Flag; label: string; hint: string }[] = [
    ...(isStaff
      ? [
          {
            flag: 'show_experimental_features' as const,
            label: t('settings.preferences.experimental'),
            hint: t('settings.preferences.experimentalHint'),
          },
        ]
      : []),
    {
      flag: 'show_welcome_card',
      label: t('settings.preferences.welcomeCard'),
      hint: t('settings.preferences.welcomeCardHint'),
    },
    {
      flag: 'show_new_word_marks',
      label: t('knownWords.settings.newWordMarks'),
      hint: t('knownWords.settings.newWordMarksHint'),
    },
  ];

  return (
    <Stack spacing={1.5}>
      {flags.map(({ flag, label, hint }) => (
        <div key={flag}>
          <FormControlLabel
            control={
              <Switch
                checked={checked(flag)}
                onChange={(_event, value) => update.mutate({ [flag]: value })}
                disabled={update.isPending}
              />
            }
            label={label}
          />
          <FormHelperText sx={{ mt: 0, ml: '47px' }}>{hint}</FormHelperText>
        </div>
      ))}
    </Stack>
  );
}
