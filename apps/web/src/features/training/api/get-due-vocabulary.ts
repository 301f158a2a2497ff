import { DUE_SESSION_SIZE, DueSchema, type Due } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DUE_VOCABULARY_ERROR = 'could not fetch due vocabulary';

/** Minutes to add to local time for UTC, so the server counts the learner's own "today". */
const tzOffset = () => new Date().getTimezoneOffset();

export function getDueVocabulary(limit: number, signal?: AbortSignal): Promise<Due> {
  return api.get(`/api/reeprise/vocabulary/due/?limit=${limit}&tz_offset=${tzOffset()}`, {
    schema: DueSchema,
    errorMessage: DUE_VOCABULARY_ERROR,
    signal,
  });
}

/** The due counts: under 'vocabulary', so every answer (which invalidates that key) recounts them. */
export function getDueCountsQueryOptions() {
  return queryOptions({
    queryKey: ['vocabulary', 'due-counts'],
    queryFn: ({ signal }) => getDueVocabulary(0, signal),
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
