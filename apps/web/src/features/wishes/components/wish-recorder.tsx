import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WISH_MAX_DURATION_SECONDS, WISH_TITLE_MAX_LENGTH, type WishUploadInfo } from '@reeprise/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useUploadWish } from '../api/upload-wish';
import { recordingFileName, useRecorder } from '../hooks/use-recorder';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

type Props = { space: WishUploadInfo; token: string };

/** The guest's recorder: Start recording / Stop recording, the upload on stop, then thanks. */
export function WishRecorder({ space, token }: Props) {
  const { t } = useTranslation('extras');
  const [title, setTitle] = useState('');
  const [lastRecording, setLastRecording] = useState<Blob | null>(null);
  const upload = useUploadWish();

  const send = useCallback(
    (recording: Blob) => {
      setLastRecording(recording);
      upload.mutate({
        spaceId: space.id,
        token,
        title: title.trim(),
        recording,
        fileName: recordingFileName(recording.type),
      });
    },
    [space.id, token, title, upload],
  );
  const recorder = useRecorder(send);

  if (upload.isSuccess) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h2" sx={{ mt: 1, fontWeight: 700 }}>
          {t('extras.upload.thanks')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {t('extras.upload.thanksBody', { name: space.name })}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => {
            upload.reset();
            setTitle('');
          }}
        >
          {t('extras.upload.another')}
        </Button>
      </Paper>
    );
  }

  const recording = recorder.status === 'recording';
  const busy = recorder.status === 'requesting' || upload.isPending;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {t('extras.upload.for', { name: space.name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('extras.upload.intro', { count: WISH_MAX_DURATION_SECONDS / 60 })}
      </Typography>
      <Stack spacing={2.5}>
        <TextField
          label={t('extras.upload.title')}
          helperText={t('extras.upload.titleHint')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          disabled={recording || busy}
          slotProps={{ htmlInput: { maxLength: WISH_TITLE_MAX_LENGTH } }}
        />
        {recorder.status === 'denied' && (
          <Alert severity="warning">{t('extras.upload.allowRecording')}</Alert>
        )}
        {recorder.status === 'unsupported' && (
          <Alert severity="error">{t('extras.upload.unsupported')}</Alert>
        )}
        {recorder.status === 'failed' && <Alert severity="error">{t('extras.upload.micFailed')}</Alert>}
        {upload.isError && (
          <Alert
            severity="error"
            action={
              lastRecording && (
                <Button color="inherit" size="small" onClick={() => send(lastRecording)}>
                  {t('extras.upload.sendAgain')}
                </Button>
              )
            }
          >
            {upload.error.detail ?? t('extras.upload.failed')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {recording ? (
            <Button
              variant="contained"
              color="error"
              size="large"
              startIcon={<StopIcon />}
              onClick={recorder.stop}
            >
              {t('extras.upload.stop')}
            </Button>
          ) : (
            <Button
              variant="contained"
              size="large"
              startIcon={<MicIcon />}
              onClick={() => void recorder.start()}
              disabled={busy}
            >
              {t('extras.upload.start')}
            </Button>
          )}
          {recording && (
            <Typography
              role="timer"
              aria-live="off"
              sx={{ fontVariantNumeric: 'tabular-nums', color: 'error.main' }}
            >
              ● {clock(recorder.seconds)}
            </Typography>
          )}
        </Box>
        {upload.isPending && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('extras.upload.sending')}
            </Typography>
            <LinearProgress />
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
