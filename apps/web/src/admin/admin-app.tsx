import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useUiLanguage } from '@/app/layout/use-ui-language';
import { AdminArea } from '@/features/admin/components/admin-area';
import { AdminGate } from '@/features/admin/components/admin-gate';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { isLoggedIn } from '@/lib/access';
import { keepApiCachesFor } from '@/lib/offline-caches';

/** The admin bundle's page: its own top bar, the server's staff check, then the tables. */
export function AdminApp() {
  const { t } = useTranslation('extras');
  const whoami = useWhoami();
  const loggedIn = whoami.data ? isLoggedIn(whoami.data) : undefined;
  const settings = useUserSettings({ enabled: loggedIn === true });
  useUiLanguage(loggedIn, settings.data?.mother_tongue);
  // a staff member signing in here after a learner's session ended: the learner's offline copies go too
  // (the SPA's layout checks the same at its start, use-forget-previous-user.ts)
  const userId = whoami.data?.userId;
  useEffect(() => {
    if (userId !== undefined) void keepApiCachesFor(userId);
  }, [userId]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 1 }}>
          <AdminPanelSettingsIcon />
          <Typography variant="h6" component="p" sx={{ fontWeight: 800, flexGrow: 1 }} noWrap>
            {t('extras.admin.brand')}
          </Typography>
          {whoami.data?.username && (
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' }, opacity: 0.85 }}>
              {t('extras.admin.signedInAs', { username: whoami.data.username })}
            </Typography>
          )}
          <Button
            color="inherit"
            href="/reeprise"
            startIcon={<ArrowBackIcon />}
            aria-label={t('extras.admin.backToApp')}
            sx={{ flexShrink: 0, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('extras.admin.backToApp')}
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 4 } }}>
        <AdminGate>
          <AdminArea />
        </AdminGate>
      </Container>
    </Box>
  );
}
