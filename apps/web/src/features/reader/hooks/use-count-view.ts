import { VIEW_COUNT_DELAY_MS } from '@reeprise/contract';
import { useEffect } from 'react';
import { useIncrementViewCounter } from '../api/increment-view-counter';

/** Counts the view once the learner has stayed 5 s on the text (spec §4); leaving earlier counts nothing. */
export function useCountView(textId: number, enabled: boolean): void {
  const { mutate } = useIncrementViewCounter();
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => mutate(textId), VIEW_COUNT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [textId, enabled, mutate]);
}
