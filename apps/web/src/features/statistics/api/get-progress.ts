import { ProgressSchema, type Progress } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PROGRESS_ERROR = 'could not fetch progress';

export function getProgress(signal?: AbortSignal): Promise<Progress> {
  // the learner's own days: the server cuts them at local midnight
  return api.get(`/api/reeprise/vocabulary/progress/?tz_offset=${new Date().getTimezoneOffset()}`, {
    schema: ProgressSchema,
    errorMessage: PROGRESS_ERROR,
    signal,
  });
}

/** Under 'statistics', which every training answer invalidates. */
export function getProgressQueryOptions() {
  return queryOptions({
    queryKey: ['statistics', 'progress'],
    queryFn: ({ signal }) => getProgress(signal),
    staleTime: 0,
  });
}

export function useProgress() {
  return useQuery(getProgressQueryOptions());
}
