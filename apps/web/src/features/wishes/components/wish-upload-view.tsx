import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { useUploadInfo } from '../api/get-upload-info';
import { WishRecorder } from './wish-recorder';

/** Statuses of upload_info that mean the link itself is bad, not a passing failure. */
const NOT_ACCESSIBLE = new Set([401, 403, 404]);

/** Raised to the route's error screen ('Upload not accessible'). */
export class UploadNotAccessibleError extends Error {
  override readonly name = 'UploadNotAccessibleError';
}

/** 'Something went wrong!': the link has no token (spec §2, §8). */
export function MissingTokenScreen() {
  const { t } = useTranslation('extras');
  return (
    <Paper role="alert" variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('extras.upload.noToken')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {t('extras.upload.noTokenBody')}
      </Typography>
    </Paper>
  );
}

/** Checks the guest's token, then offers the recorder; a bad token goes to the error screen. */
export function WishUploadView({ spaceId, token }: { spaceId: number; token: string }) {
  const { t } = useTranslation('extras');
  const info = useUploadInfo(spaceId, token);
  if (info.isError) {
    if (info.error instanceof ApiError && NOT_ACCESSIBLE.has(info.error.status)) {
      throw new UploadNotAccessibleError('Upload not accessible', { cause: info.error });
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void info.refetch()}>
            {t('extras.retry')}
          </Button>
        }
      >
        {t('extras.upload.infoFailed')}
      </Alert>
    );
  }
  if (info.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  return <WishRecorder space={info.data} token={token} />;
}
