import { paths, type VocabularyStats } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isVocabularyStats } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import { STATISTICS_FRESH_MS } from './statistics-freshness';

export const VOCABULARY_STATS_ERROR = 'could not fetch vocabulary statistics';

/** Checked by VocabularyStatsSchema compiled at build time: the page paints without zod (decision 045). */
export async function getVocabularyStats(signal?: AbortSignal): Promise<VocabularyStats> {
  const json = await api.get(paths.vocabulary.stats(), {
    errorMessage: VOCABULARY_STATS_ERROR,
    signal,
  });
  return checkedAnswer(json, isVocabularyStats, VOCABULARY_STATS_ERROR);
}

/** Under 'statistics', which every training answer invalidates (features share keys, not code). */
export function getVocabularyStatsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'vocabulary'],
    queryFn: ({ signal }) => getVocabularyStats(signal),
    staleTime: STATISTICS_FRESH_MS,
  });
}

export function useVocabularyStats() {
  return useQuery(getVocabularyStatsQueryOptions());
}
