import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { APP_NAME_MAX_LENGTH } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';

/** The check-your-email texts (spec §2) with the 'Resend link' link; static. */
export function CheckEmailCard() {
  const { t } = useTranslation('extras');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <MarkEmailReadIcon color="primary" sx={{ fontSize: 48 }} />
      <Typography sx={{ mt: 1 }}>{t('extras.checkEmail.sent')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('extras.checkEmail.wait')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('extras.checkEmail.spam')}
      </Typography>
      <Typography sx={{ mt: 2 }}>
        {t('extras.checkEmail.noMail')}{' '}
        <Link component={RouterLink} to="/check_your_email">
          {t('extras.checkEmail.resend')}
        </Link>
      </Typography>
    </Paper>
  );
}

/** The new-name card: a name of up to 9 characters, changeable anytime; static, no behaviour. */
export function NewNameCard() {
  const { t } = useTranslation('extras');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Typography variant="h6" component="h2">
        {t('extras.checkEmail.newNameTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('extras.checkEmail.newNameHint', { count: APP_NAME_MAX_LENGTH })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField label={t('extras.checkEmail.newNameLabel')} size="small" fullWidth />
        <Button type="button" variant="contained" sx={{ flexShrink: 0 }}>
          {t('extras.checkEmail.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
