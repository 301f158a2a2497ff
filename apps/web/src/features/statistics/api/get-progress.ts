import { paths, type Progress } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isProgress } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';
import { STATISTICS_FRESH_MS } from './statistics-freshness';

export const PROGRESS_ERROR = 'could not fetch progress';

/** Checked by ProgressSchema compiled at build time: the page paints without zod (decision 045). */
export async function getProgress(signal?: AbortSignal): Promise<Progress> {
  // the learner's own days: the server cuts them at local midnight
  const json = await api.get(paths.vocabulary.progress({ tz_offset: new Date().getTimezoneOffset() }), {
    errorMessage: PROGRESS_ERROR,
    signal,
  });
  return checkedAnswer(json, isProgress, PROGRESS_ERROR);
}

/** Under 'statistics', which every training answer invalidates. */
export function getProgressQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'progress'],
    queryFn: ({ signal }) => getProgress(signal),
    staleTime: STATISTICS_FRESH_MS,
  });
}

export function useProgress() {
  return useQuery(getProgressQueryOptions());
}
