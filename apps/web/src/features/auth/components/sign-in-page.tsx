import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { SignInForm } from './sign-in-form';

/** Shown to a visitor on any route but the landing page; after login they stay on that route. */
export function SignInPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('auth.signIn')} · Reeprise`;
  }, [t]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 6,
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${theme.palette.secondary.main} 140%)`,
      }}
    >
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 2 }}>
          {t('app.name')}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('auth.signIn')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('auth.signInIntro')}
        </Typography>
        <SignInForm />
        <Link component={RouterLink} to="/reeprise" variant="body2" sx={{ display: 'inline-block', mt: 3 }}>
          {t('auth.backToLanding')}
        </Link>
      </Paper>
    </Box>
  );
}
