import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const STEPS = [
  { title: 'landing.step1Title', body: 'landing.step1Body' },
  { title: 'landing.step2Title', body: 'landing.step2Body' },
  { title: 'landing.step3Title', body: 'landing.step3Body' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.stepsTitle')}>
      <Grid container spacing={4}>
        {STEPS.map((step, index) => (
          <Grid key={step.title} size={{ xs: 12, md: 4 }}>
            <Avatar sx={{ bgcolor: 'primary.main', fontWeight: 700, mb: 2 }}>{index + 1}</Avatar>
            <Typography variant="h6" component="h3">
              {t(step.title)}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t(step.body)}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </LandingSection>
  );
}
