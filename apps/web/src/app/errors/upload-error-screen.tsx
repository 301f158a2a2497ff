import Box from '@mui/material/Box';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ErrorScreen, useLogRouteError } from './error-screen';

/** 'Upload not accessible': the wish upload route's error element (outside the layout). */
export function UploadErrorElement() {
  const { t } = useTranslation();
  useLogRouteError();
  return (
    <Box sx={{ px: 2 }}>
      <ErrorScreen title={t('errors.upload')} body={t('errors.uploadBody')} />
    </Box>
  );
}
