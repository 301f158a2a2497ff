import type { GeneratedText } from '@reeprise/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { waitingLabel } from '@/lib/waiting-label';
import styles from './text-list.module.css';
import { PENDING_TAIL, WritingPreview } from './writing-preview';

/** The live preview's chunk (the stream socket, zod with its message schemas). */
export const loadPendingPreview = () => import('./pending-preview');
const PendingPreview = lazy(() =>
  loadPendingPreview().then((module) => ({ default: module.PendingPreview })),
);

/** The card's preview: the full output once COMPLETE, otherwise what has been written so far, live. */
export function TextPreview({ text }: { text: GeneratedText }) {
  const { t } = useTranslation();
  if (text.status === 'PENDING') {
    const content = text.chatgpt_output;
    // what the list answered, until the live stream's code is there
    const polled = (
      <WritingPreview>
        {(content.length > PENDING_TAIL ? `…${content.slice(-PENDING_TAIL)}` : content) ||
          waitingLabel(t, undefined, 'texts.card')}
      </WritingPreview>
    );
    return (
      <Suspense fallback={polled}>
        <PendingPreview text={text} />
      </Suspense>
    );
  }
  return (
    <p className={`${styles.preview} ${styles.clamped}`} data-testid="text-preview">
      {text.chatgpt_output}
    </p>
  );
}
