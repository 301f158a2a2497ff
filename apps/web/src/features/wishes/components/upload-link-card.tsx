import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WishSpaceDetail } from '@reeprise/contract';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useRegenerateUploadToken } from '../api/regenerate-upload-token';

/** The guest link of a wish space. */
export function uploadLink(space: Pick<WishSpaceDetail, 'id' | 'upload_token'>): string {
  return `${window.location.origin}/wishspace/${space.id}/upload?token=${encodeURIComponent(space.upload_token)}`;
}

/** The guest upload link with a copy button and 'regenerate token'. */
export function UploadLinkCard({ space }: { space: WishSpaceDetail }) {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const regenerate = useRegenerateUploadToken();
  const [confirming, setConfirming] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const link = uploadLink(space);

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify(t('extras.wishes.copied'));
    } catch {
      // no clipboard (plain http, old browser): select the link so the user can copy it
      inputRef.current?.select();
      notify(t('extras.wishes.copyFailed'));
    }
  };

  const handleRegenerate = () => {
    setConfirming(false);
    regenerate.mutate(space.id, {
      onSuccess: () => notify(t('extras.wishes.regenerated')),
      onError: (error) => notify(error.detail ?? t('extras.wishes.regenerateFailed')),
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t('extras.wishes.linkTitle')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5, mb: 2 }}>
        {t('extras.wishes.linkHint')}
      </Typography>
      <TextField
        value={link}
        label={t('extras.wishes.link')}
        fullWidth
        size="small"
        inputRef={inputRef}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'upload-link' } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void handleCopy()}>
          {t('extras.wishes.copy')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<AutorenewIcon />}
          onClick={() => setConfirming(true)}
          disabled={regenerate.isPending}
        >
          {t('extras.wishes.regenerate')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('extras.wishes.regenerateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('extras.wishes.regenerateBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('extras.cancel')}</Button>
          <Button variant="contained" onClick={handleRegenerate}>
            {t('extras.wishes.regenerate')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
