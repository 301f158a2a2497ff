import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Top of the landing page: the word mark and the LOG IN link (decision 001: it opens Sign In). */
export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', alignItems: 'center', py: 2 }}>
        <Typography
          variant="h6"
          component="span"
          sx={{ color: 'common.white', fontWeight: 800, flexGrow: 1 }}
        >
          {t('app.name')}
        </Typography>
        <Button
          component={RouterLink}
          to="/reeprise"
          state={{ signIn: true }}
          variant="outlined"
          sx={{ color: 'common.white', borderColor: 'rgba(255,255,255,0.7)', fontWeight: 700 }}
        >
          {t('landing.logIn')}
        </Button>
      </Container>
    </Box>
  );
}
