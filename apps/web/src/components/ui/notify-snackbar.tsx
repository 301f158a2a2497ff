import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { MuiIsland } from './mui-island';
import type { NotifyAction } from './notify-context';

type Props = {
  noticeId: number | undefined;
  open: boolean;
  message: string | undefined;
  action: NotifyAction | undefined;
  onAction: () => void;
  onClose: (event: unknown, reason?: string) => void;
  onExited: () => void;
  onRest: () => void;
  onLeave: () => void;
};

/** MUI's snackbar for NotifyProvider, a chunk of its own: loaded with the first notice, not with the page. */
export function NotifySnackbar({
  noticeId,
  open,
  message,
  action,
  onAction,
  onClose,
  onExited,
  onRest,
  onLeave,
}: Props) {
  return (
    <MuiIsland>
      <Snackbar
        key={noticeId}
        open={open}
        message={message}
        onClose={onClose}
        onMouseEnter={onRest}
        onMouseLeave={onLeave}
        onFocus={onRest}
        onBlur={onLeave}
        action={
          action && (
            <Button color="secondary" size="small" onClick={onAction}>
              {action.label}
            </Button>
          )
        }
        slotProps={{ transition: { onExited } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </MuiIsland>
  );
}
