import type { TFunction } from '@/lib/i18n/use-translation';

/**
 * What a text or chapter without words yet says: its place in the queue while it waits for a free
 * writer (issue 15), otherwise that the first words are on their way.
 */
export function waitingLabel(t: TFunction, queuePosition: number | undefined, area: 'texts.card' | 'reader'): string {
  if (queuePosition === undefined) return t(`${area}.waiting`);
  if (queuePosition === 0) return t(`${area}.queueNext`);
  return t(`${area}.queueAhead`, { count: queuePosition });
}
