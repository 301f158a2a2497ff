import { paths, type VocabularyStats } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readVocabularyStats } from './read-statistics';
import { STATISTICS_FRESH_MS } from './statistics-freshness';

export const VOCABULARY_STATS_ERROR = 'could not fetch vocabulary statistics';

/** Checked by hand, not by the contract's schema: the statistics page paints without zod (decision 023). */
export async function getVocabularyStats(signal?: AbortSignal): Promise<VocabularyStats> {
  const json = await api.get(paths.vocabulary.stats(), {
    errorMessage: VOCABULARY_STATS_ERROR,
    signal,
  });
  const answer = readVocabularyStats(json);
  if (!answer) throw new ApiError(VOCABULARY_STATS_ERROR, 200, undefined);
  return answer;
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
