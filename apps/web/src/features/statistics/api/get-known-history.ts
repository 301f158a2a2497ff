import { paths, type KnownHistory, type Language } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isKnownHistory } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import { WORD_STATUSES_KEY } from '@/lib/word-status-languages';
import { STATISTICS_FRESH_MS } from './statistics-freshness';

export const KNOWN_HISTORY_ERROR = 'could not fetch the history of known words';

/** Known forms at the end of each of the learner's own days with a change (cut at their local midnight). */
export async function getKnownHistory(language: Language, signal?: AbortSignal): Promise<KnownHistory> {
  const offset = new Date().getTimezoneOffset();
  const json = await api.get(paths.wordStatuses.history({ language, tz_offset: offset }), {
    errorMessage: KNOWN_HISTORY_ERROR,
    signal,
  });
  return checkedAnswer(json, isKnownHistory, KNOWN_HISTORY_ERROR);
}

/** Under 'word-statuses', which a placement or an import refreshes. */
export function getKnownHistoryQueryOptions(language: Language) {
  return queryOptions({
    queryKey: [...WORD_STATUSES_KEY, 'history', language],
    queryFn: ({ signal }) => getKnownHistory(language, signal),
    staleTime: STATISTICS_FRESH_MS,
  });
}

export function useKnownHistory(language: Language | undefined) {
  return useQuery({ ...getKnownHistoryQueryOptions(language ?? 'ENGLISH'), enabled: language !== undefined });
}
