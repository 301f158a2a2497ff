import { paths, type TextStats } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readTextStats } from './read-statistics';
import { STATISTICS_FRESH_MS } from './statistics-freshness';

export const TEXT_STATS_ERROR = 'could not fetch text statistics';

/** Checked by hand, not by the contract's schema: the statistics page paints without zod (decision 023). */
export async function getTextStats(signal?: AbortSignal): Promise<TextStats> {
  const json = await api.get(paths.generatedTexts.stats(), {
    errorMessage: TEXT_STATS_ERROR,
    signal,
  });
  const answer = readTextStats(json);
  if (!answer) throw new ApiError(TEXT_STATS_ERROR, 200, undefined);
  return answer;
}

export function getTextStatsQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'texts'],
    queryFn: ({ signal }) => getTextStats(signal),
    staleTime: STATISTICS_FRESH_MS,
  });
}

export function useTextStats() {
  return useQuery(getTextStatsQueryOptions());
}
