import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ErrorScreen, useLogRouteError } from './error-screen';

/** '404': the root route's error element. */
export function NotFoundErrorElement() {
  const { t } = useTranslation();
  useLogRouteError();
  return (
    <Box sx={{ px: 2 }}>
      <ErrorScreen title={t('errors.notFound')} body={t('errors.notFoundBody')} />
    </Box>
  );
}
