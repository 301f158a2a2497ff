import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_DURATION_MS } from '@reeprise/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { NotifyContext } from './notify-context';

type Notice = { id: number; message: string };

/** Shows one notice at a time; notices that arrive meanwhile wait their turn. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback((message: string) => {
    setQueue((notices) => [...notices, { id: Date.now() + Math.random(), message }]);
  }, []);

  const handleClose = (_event: unknown, reason?: string) => {
    // a click elsewhere on the page should not swallow the notice before it was read
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const handleExited = () => {
    setQueue((notices) => notices.slice(1));
    setOpen(true);
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.id}
        open={current !== undefined && open}
        message={current?.message}
        autoHideDuration={SNACKBAR_DURATION_MS}
        onClose={handleClose}
        slotProps={{ transition: { onExited: handleExited } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </NotifyContext.Provider>
  );
}
