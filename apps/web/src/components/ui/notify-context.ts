import { createContext, useContext } from 'react';

/** A button on the notice, such as "Undo"; choosing it closes the notice. */
export type NotifyAction = { label: string; onClick: () => void };

export type NotifyOptions = { action?: NotifyAction };

export type Notify = (message: string, options?: NotifyOptions) => void;

export const NotifyContext = createContext<Notify | null>(null);

/**
 * `notify(message)` shows a short snackbar notice (SNACKBAR_DURATION_MS); with an action (Undo) it stays
 * for ACTION_NOTICE_MS, and as long as the pointer or the keyboard focus rests on it.
 */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notify;
}
