import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import {
  setColorSchemePreference,
  useColorSchemePreference,
  type ColorSchemePreference,
} from '@/lib/color-scheme';

const CHOICES: ColorSchemePreference[] = ['system', 'light', 'dark'];

/** Light, dark or as the device says: kept on the device, applied at once (decision 016). */
export function ColorSchemeChoice() {
  const { t } = useTranslation('settings');
  const preference = useColorSchemePreference();
  const labelId = useId();
  const hintId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{t('settings.appearance.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        aria-describedby={hintId}
        value={preference}
        onChange={(event) => setColorSchemePreference(event.target.value as ColorSchemePreference)}
      >
        {CHOICES.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            label={t(`settings.appearance.${choice}`)}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={hintId} sx={{ mx: 0 }}>
        {t('settings.appearance.hint')}
      </FormHelperText>
    </FormControl>
  );
}
