import { paths, type TextStats } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTextStats } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import { STATISTICS_FRESH_MS } from './statistics-freshness';

export const TEXT_STATS_ERROR = 'could not fetch text statistics';

/** Checked by TextStatsSchema compiled at build time: the page paints without zod (decision 045). */
export async function getTextStats(signal?: AbortSignal): Promise<TextStats> {
  const json = await api.get(paths.generatedTexts.stats(), {
    errorMessage: TEXT_STATS_ERROR,
    signal,
  });
  return checkedAnswer(json, isTextStats, TEXT_STATS_ERROR);
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
