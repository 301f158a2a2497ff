import type { ReactNode } from 'react';
import { PlainAlert } from './plain-alert';
import plain from './plain.module.css';

type Props = { retryLabel: string; onRetry: () => void; children: ReactNode };

/** "… could not be loaded" with a button that asks again: every list, card and chart that loads says it so. */
export function LoadFailedAlert({ retryLabel, onRetry, children }: Props) {
  return (
    <PlainAlert
      severity="error"
      action={
        <button type="button" className={`${plain.button} ${plain.small} ${plain.inherit}`} onClick={onRetry}>
          {retryLabel}
        </button>
      }
    >
      {children}
    </PlainAlert>
  );
}
