import { TextStatsSchema, type TextStats } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TEXT_STATS_ERROR = 'could not fetch text statistics';

export function getTextStats(signal?: AbortSignal): Promise<TextStats> {
  return api.get('/api/reeprise/generated_texts/stats/', {
    schema: TextStatsSchema,
    errorMessage: TEXT_STATS_ERROR,
    signal,
  });
}

export function getTextStatsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'texts'],
    queryFn: ({ signal }) => getTextStats(signal),
    // texts are created on another page, which does not know this key: always refetch when shown
    staleTime: 0,
  });
}

export function useTextStats() {
  return useQuery(getTextStatsQueryOptions());
}
