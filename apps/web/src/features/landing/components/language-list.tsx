import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { LANGUAGE_LABELS, LANGUAGES } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

/** The languages a learner can read in, straight from the contract. */
export function LanguageList() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.languagesTitle')} tinted>
      <Stack
        component="ul"
        direction="row"
        useFlexGap
        spacing={1.5}
        sx={{ flexWrap: 'wrap', justifyContent: 'center', listStyle: 'none', p: 0, m: 0 }}
      >
        {LANGUAGES.map((language) => (
          <li key={language}>
            <Chip
              label={LANGUAGE_LABELS[language]}
              variant="outlined"
              color="primary"
              sx={{ fontSize: '1rem', py: 2.5, px: 1, bgcolor: 'background.paper' }}
            />
          </li>
        ))}
      </Stack>
    </LandingSection>
  );
}
