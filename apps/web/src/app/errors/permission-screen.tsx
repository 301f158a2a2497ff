import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { mutedFill } from '@/components/ui/muted-fill';

type Props = {
  /** The Django-style codename the page needs, e.g. barks.view_bark. */
  permission: string;
  username: string;
  isStaff: boolean;
};

/**
 * Instead of 'Ouch!' for a page the user lacks a permission for: which permission is missing, and, to
 * staff, where to grant it (the admin area's Users tab, or the users CLI on the server).
 */
export function PermissionScreen({ permission, username, isStaff }: Props) {
  const { t } = useTranslation();
  const title = t('errors.permissionTitle');
  useEffect(() => {
    document.title = `${title} · Reeprise`;
  }, [title]);
  return (
    <Paper
      role="alert"
      variant="outlined"
      sx={{ maxWidth: 640, mx: 'auto', my: { xs: 4, md: 8 }, p: { xs: 3, sm: 5 } }}
    >
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('errors.permissionBody', { permission })}</Typography>
      {isStaff ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('errors.permissionGrant')}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              mb: 3,
              p: 1.5,
              borderRadius: 1,
              bgcolor: mutedFill,
              fontSize: 14,
              // wrapped, not scrolled: the whole command stays in sight to copy on a phone
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <code>{`npm run users -- grant ${username} ${permission}`}</code>
          </Box>
        </>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('errors.permissionAsk')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {isStaff && (
          // the admin area is its own page bundle: a full page load, not a route of this app
          <Button href="/admin" variant="contained">
            {t('errors.openAdmin')}
          </Button>
        )}
        <Button component={RouterLink} to="/reeprise" variant={isStaff ? 'outlined' : 'contained'}>
          {t('errors.backHome')}
        </Button>
      </Box>
    </Paper>
  );
}
