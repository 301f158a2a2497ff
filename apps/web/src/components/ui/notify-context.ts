import { createContext, useContext } from 'react';

export type Notify = (message: string) => void;

export const NotifyContext = createContext<Notify | null>(null);

/** `notify(message)` shows a short snackbar notice (SNACKBAR_DURATION_MS). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotifyProvider>');
  return notify;
}
