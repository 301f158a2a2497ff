import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { useCaughtError } from '../route-error-boundary';

/** The frame of every route error screen: a title, a sentence and a link home. */
export function ErrorScreen({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · Reeprise`;
  }, [title]);
  return (
    <Paper
      role="alert"
      variant="outlined"
      sx={{ maxWidth: 560, mx: 'auto', my: { xs: 4, md: 8 }, p: { xs: 3, sm: 5 }, textAlign: 'center' }}
    >
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, mb: 4 }}>
        {body}
      </Typography>
      <Button component={RouterLink} to="/reeprise" variant="contained">
        {t('errors.backHome')}
      </Button>
    </Paper>
  );
}

/** Route errors are logged for whoever debugs; the user sees a calm screen. */
export function useLogRouteError(): void {
  const error = useCaughtError();
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
}
