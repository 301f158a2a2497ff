import { DUE_SESSION_SIZE, paths, type Due } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readDueCounts, type DueCounts } from './read-due-counts';

export const DUE_VOCABULARY_ERROR = 'could not fetch due vocabulary';

/** Minutes to add to local time for UTC, so the server counts the learner's own "today". */
const tzOffset = () => new Date().getTimezoneOffset();

export function getDueVocabulary(limit: number, signal?: AbortSignal): Promise<Due> {
  return api.get(paths.vocabulary.due({ limit, tz_offset: tzOffset() }), {
    schema: () => import('./due-schema').then((module) => module.DueSchema),
    errorMessage: DUE_VOCABULARY_ERROR,
    signal,
  });
}

/** How many words are due today and now, checked by hand: the trainer page paints without zod (decision 023). */
export async function getDueCounts(signal?: AbortSignal): Promise<DueCounts> {
  const json = await api.get(paths.vocabulary.due({ limit: 0, tz_offset: tzOffset() }), {
    errorMessage: DUE_VOCABULARY_ERROR,
    signal,
  });
  const counts = readDueCounts(json);
  if (!counts) throw new ApiError(DUE_VOCABULARY_ERROR, 200, undefined);
  return counts;
}

/** The due counts: under 'vocabulary', so every answer (which invalidates that key) recounts them. */
export function getDueCountsQueryOptions() {
  return queryOptions({
    queryKey: ['vocabulary', 'due-counts'],
    queryFn: ({ signal }) => getDueCounts(signal),
  });
}

export function useDueCounts() {
  return useQuery(getDueCountsQueryOptions());
}

/** A "due now" session: like the settings session, not under 'vocabulary', so answers never reshuffle it. */
export function getDueSessionQueryOptions() {
  return queryOptions({
    queryKey: ['training', 'due'],
    queryFn: ({ signal }) => getDueVocabulary(DUE_SESSION_SIZE, signal).then((due) => due.results),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useDueSession(enabled: boolean) {
  return useQuery({ ...getDueSessionQueryOptions(), enabled });
}
