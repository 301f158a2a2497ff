import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { EarlyAccessForm } from './early-access-form';

/** Product name, pitch, the early-access box and the money-back guarantee. */
export function LandingHero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      sx={{
        color: 'common.white',
        pt: { xs: 12, md: 16 },
        pb: { xs: 8, md: 12 },
        background: (theme) =>
          `linear-gradient(150deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 60%, ${theme.palette.secondary.main} 150%)`,
      }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 5, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography
              variant="h1"
              sx={{ fontSize: { xs: '3rem', md: '4.5rem' }, fontWeight: 800, letterSpacing: '-0.03em' }}
            >
              {t('app.name')}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 2, fontWeight: 600 }}>
              {t('landing.pitch')}
            </Typography>
            <Typography sx={{ mt: 2, opacity: 0.85, maxWidth: 560, fontSize: '1.1rem' }}>
              {t('landing.pitchDetail')}
            </Typography>
            <Stack direction="row" spacing={1.5} sx={{ mt: 4, alignItems: 'center' }}>
              <VerifiedUser aria-hidden sx={{ color: 'secondary.light' }} />
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t('landing.guarantee')}</Typography>
                <Typography variant="body2" sx={{ opacity: 0.85 }}>
                  {t('landing.guaranteeDetail')}
                </Typography>
              </Box>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper id="early-access" elevation={8} sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
                {t('landing.earlyAccessTitle')}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                {t('landing.earlyAccessHint')}
              </Typography>
              <EarlyAccessForm />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
