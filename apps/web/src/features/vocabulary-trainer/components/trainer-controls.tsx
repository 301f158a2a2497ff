import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { LANGUAGES, LanguageSchema } from '@reeprise/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageName } from '@/lib/language-names';
import type { ToggleName, TrainerToggles } from '../hooks/use-trainer-toggles';

const SWITCHES = [
  ['word', 'trainer.list.showWord'],
  ['translation', 'trainer.list.showTranslation'],
  ['mnemonic', 'trainer.list.showMnemonic'],
  ['actions', 'trainer.list.showActions'],
] as const satisfies readonly (readonly [ToggleName, string])[];

type Props = { toggles: TrainerToggles; onChange: (patch: Partial<TrainerToggles>) => void };

/** The four show/hide toggles and the word-language filter of the trainer page. */
export function TrainerControls({ toggles, onChange }: Props) {
  const { t } = useTranslation();
  const showId = useId();
  const languageName = useLanguageName();

  const handleLanguage = (value: string) => {
    const parsed = LanguageSchema.safeParse(value);
    onChange({ language: parsed.success ? parsed.data : '' });
  };

  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
      }}
    >
      <Box
        role="group"
        aria-labelledby={showId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
      >
        <FormLabel id={showId} sx={{ fontWeight: 600 }}>
          {t('trainer.list.showLabel')}
        </FormLabel>
        <FormGroup row sx={{ columnGap: 0.5 }}>
          {SWITCHES.map(([name, label]) => (
            <FormControlLabel
              key={name}
              control={
                <Switch
                  checked={toggles[name]}
                  onChange={(_event, checked) => onChange({ [name]: checked })}
                />
              }
              label={t(label)}
            />
          ))}
        </FormGroup>
      </Box>
      <TextField
        select
        label={t('trainer.list.language')}
        value={toggles.language}
        onChange={(event) => handleLanguage(event.target.value)}
        size="small"
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('trainer.list.allLanguages')}</option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </TextField>
    </Paper>
  );
}
