import { VocabularyStatsSchema, type VocabularyStats } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const VOCABULARY_STATS_ERROR = 'could not fetch vocabulary statistics';

export function getVocabularyStats(signal?: AbortSignal): Promise<VocabularyStats> {
  return api.get('/api/reeprise/vocabulary/stats/', {
    schema: VocabularyStatsSchema,
    errorMessage: VOCABULARY_STATS_ERROR,
    signal,
  });
}

/** Under 'statistics', which every training answer invalidates (features share keys, not code). */
export function getVocabularyStatsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'vocabulary'],
    queryFn: ({ signal }) => getVocabularyStats(signal),
    // words are added in the reader, which does not know this key: always refetch when shown
    staleTime: 0,
  });
}

export function useVocabularyStats() {
  return useQuery(getVocabularyStatsQueryOptions());
}
