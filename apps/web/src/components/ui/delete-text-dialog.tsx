import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MuiIsland } from '@/components/ui/mui-island';
import { useNotify } from '@/components/ui/notify-context';
import type { ApiError } from '@/lib/api-client';
import { useDeleteGeneratedText } from '@/lib/delete-generated-text';

type Props = {
  text: { id: number; publicly_visible: boolean };
  onClose: () => void;
  onDeleted?: () => void;
};

/** "Delete this text?": loaded when the bin is first pressed, not with the text list. */
export function DeleteTextDialog({ text, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const remove = useDeleteGeneratedText();
  const titleId = useId();

  const handleConfirm = () => {
    // the promise, not mutate's callbacks: the card is gone from the refreshed list by the time it settles
    remove.mutateAsync(text.id).then(
      () => {
        onClose();
        notify(t('ownWords.text.deleted'));
        onDeleted?.();
      },
      (error: ApiError) => notify(error.detail ?? t('ownWords.text.deleteFailed')),
    );
  };

  return (
    // MUI's theme of its own: the text list around it is plain (decision 021)
    <MuiIsland>
      <Dialog open onClose={onClose} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('ownWords.text.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('ownWords.text.confirmBody')}</DialogContentText>
          {text.publicly_visible && (
            <DialogContentText sx={{ mt: 1 }}>{t('ownWords.text.confirmPublic')}</DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} autoFocus>
            {t('ownWords.text.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={handleConfirm} disabled={remove.isPending}>
            {t('ownWords.text.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiIsland>
  );
}
