import LockIcon from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useAdminUsers } from '../api/users';

/** The clear 'not for you' screen, with the way back to the app (a full page load). */
export function AdminRefusal({ loggedOut }: { loggedOut: boolean }) {
  const { t } = useTranslation('extras');
  const title = loggedOut ? t('extras.admin.gate.loggedOutTitle') : t('extras.admin.gate.staffOnlyTitle');
  useEffect(() => {
    document.title = `${title} · Reeprise`;
  }, [title]);
  return (
    <Paper
      role="alert"
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 8 }, p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <LockIcon color="action" sx={{ fontSize: 48 }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
        {loggedOut ? t('extras.admin.gate.loggedOutBody') : t('extras.admin.gate.staffOnlyBody')}
      </Typography>
      <Button href="/reeprise" variant="contained">
        {loggedOut ? t('extras.admin.gate.logIn') : t('extras.admin.gate.back')}
      </Button>
    </Paper>
  );
}

/**
 * The server decides who may enter: the first admin call answers 401 (logged out) or 403 (not
 * staff), and then only the refusal shows. Other failures leave the tables to show their error.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const probe = useAdminUsers('');
  if (probe.isPending) {
    return (
      <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  const status = probe.error instanceof ApiError ? probe.error.status : undefined;
  if (status === 401) return <AdminRefusal loggedOut />;
  if (status === 403) return <AdminRefusal loggedOut={false} />;
  return children;
}
