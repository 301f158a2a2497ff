import type { ReactNode } from 'react';
import styles from './text-list.module.css';

// enough for a few lines; a text being written shows its newest words, a finished one its start
export const PENDING_TAIL = 280;

/** The preview's box while a text is written. */
export function WritingPreview({ children }: { children: ReactNode }) {
  return (
    <p className={`${styles.preview} ${styles.writing}`} data-testid="text-preview" aria-live="off">
      {children}
    </p>
  );
}
