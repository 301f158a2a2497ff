import { paths, type Progress } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readProgress } from './read-statistics';
import { STATISTICS_FRESH_MS } from './statistics-freshness';

export const PROGRESS_ERROR = 'could not fetch progress';

/** Checked by hand, not by the contract's schema: the statistics page paints without zod (decision 023). */
export async function getProgress(signal?: AbortSignal): Promise<Progress> {
  // the learner's own days: the server cuts them at local midnight
  const json = await api.get(paths.vocabulary.progress({ tz_offset: new Date().getTimezoneOffset() }), {
    errorMessage: PROGRESS_ERROR,
    signal,
  });
  const answer = readProgress(json);
  if (!answer) throw new ApiError(PROGRESS_ERROR, 200, undefined);
  return answer;
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
