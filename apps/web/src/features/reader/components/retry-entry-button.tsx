import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import plain from '@/components/ui/plain.module.css';
import { useRetryVocabulary } from '@/lib/retry-vocabulary';

/**
 * "Retry" of an entry whose translation failed. A chunk of its own, loaded when a failed entry shows:
 * useRetryVocabulary parses its answer with the contract's schema, and zod is not part of the reader's
 * first paint (decision 022). `asked`: the learner pressed the stand-in before the chunk was there.
 */
export function RetryEntryButton({ id, asked }: { id: number; asked: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { mutate, isPending } = useRetryVocabulary();
  const handleRetry = () =>
    mutate(id, { onError: (error) => notify(error.detail ?? t('reader.vocabulary.retryFailed')) });
  // pressed while this chunk was loading: that press counts, once
  const askedDone = useRef(false);
  useEffect(() => {
    if (!asked || askedDone.current) return;
    askedDone.current = true;
    handleRetry();
  });
  return (
    <button
      type="button"
      className={`${plain.button} ${plain.small} ${plain.inherit}`}
      onClick={handleRetry}
      disabled={isPending}
    >
      {t('reader.vocabulary.retry')}
    </button>
  );
}
