import { SNACKBAR_DURATION_MS } from '@reeprise/contract';
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { NotifyContext, type NotifyAction, type NotifyOptions } from './notify-context';
import type * as SnackbarModule from './notify-snackbar';

// MUI's snackbar loads with the first notice: the text list paints without MUI (decision 021)
let loaded: typeof SnackbarModule | undefined;
/** Loads the snackbar's code; once loaded, notices show without waiting a render for it. */
export const preloadNotifySnackbar = () =>
  import('./notify-snackbar').then((module) => {
    loaded = module;
    return module;
  });
const LazyNotifySnackbar = lazy(() =>
  preloadNotifySnackbar().then((module) => ({ default: module.NotifySnackbar })),
);

type Notice = { id: number; message: string; action?: NotifyAction };

/** A notice with a button (Undo) stays long enough to reach the button, also with the keyboard. */
export const ACTION_NOTICE_MS = 10_000;

/**
 * Shows the latest notice for SNACKBAR_DURATION_MS. A repeat of the notice on screen restarts its time
 * instead of queueing (ten quick word clicks are one "Generating Vocabulary", not 20 s of them); a new
 * message replaces the one on screen, which is stale by then. The timer is ours, not MUI's, so a repeat
 * can restart it; it waits while the pointer rests on the notice.
 *
 * The logged-in shell has one (plain, so the text list paints without MUI); MUI's frame adds one for
 * screens outside the shell (Sign In, the wish upload, the admin page), which steps aside inside the
 * shell, so a notice shows once.
 */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const outer = useContext(NotifyContext);
  if (outer) return children;
  return <OwnNotifyProvider>{children}</OwnNotifyProvider>;
}

function OwnNotifyProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastId = useRef(0);
  const hovered = useRef(false);

  const duration = useRef(SNACKBAR_DURATION_MS);

  const startTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), duration.current);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const notify = useCallback(
    (message: string, options?: NotifyOptions) => {
      const action = options?.action;
      // a notice with an action is always new: its button belongs to this message
      setNotice((current) =>
        !action && current?.message === message && !current.action
          ? current
          : { id: ++lastId.current, message, action },
      );
      duration.current = action ? ACTION_NOTICE_MS : SNACKBAR_DURATION_MS;
      setOpen(true);
      if (!hovered.current) startTimer();
    },
    [startTimer],
  );

  const handleAction = () => {
    notice?.action?.onClick();
    clearTimeout(timer.current);
    setOpen(false);
  };

  // a notice that leaves under the pointer or with the focus gets no leave or blur event: the next
  // notice must not wait for one
  const handleExited = () => {
    hovered.current = false;
    setNotice(null);
  };

  const handleClose = (_event: unknown, reason?: string) => {
    // a click elsewhere on the page should not swallow the notice before it was read
    if (reason === 'clickaway') return;
    clearTimeout(timer.current);
    setOpen(false);
  };

  // the pointer or the keyboard focus resting on the notice keeps it open
  const handleMouseEnter = () => {
    hovered.current = true;
    clearTimeout(timer.current);
  };
  const handleMouseLeave = () => {
    hovered.current = false;
    startTimer();
  };

  const Snackbar = loaded?.NotifySnackbar ?? LazyNotifySnackbar;
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notice && (
        <Suspense fallback={null}>
          <Snackbar
            noticeId={notice.id}
            open={open}
            message={notice.message}
            action={notice.action}
            onAction={handleAction}
            onClose={handleClose}
            onExited={handleExited}
            onRest={handleMouseEnter}
            onLeave={handleMouseLeave}
          />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}
