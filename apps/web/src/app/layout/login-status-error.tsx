import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/lib/i18n/use-translation';

/** whoami failed: we cannot tell a visitor from a user, so we say so and offer to ask again. */
export function LoginStatusError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', mt: 8, px: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
        }
      >
        {t('errors.loginStatus')}
      </Alert>
    </Box>
  );
}
