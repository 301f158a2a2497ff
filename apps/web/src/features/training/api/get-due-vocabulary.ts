import { DUE_SESSION_SIZE, paths, type Due } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isDue } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const DUE_VOCABULARY_ERROR = 'could not fetch due vocabulary';

/** The counts of a due answer; the new-word counts are 0 from a server before issue 35. */
export type DueCounts = Pick<Due, 'due_now' | 'due_today'> & { new_waiting: number; new_today: number };

/** Minutes to add to local time for UTC, so the server counts the learner's own "today". */
const tzOffset = () => new Date().getTimezoneOffset();

/** Checked by DueSchema compiled at build time (decision 045): the trainer's counts and a session's words alike. */
export async function getDueVocabulary(limit: number, signal?: AbortSignal): Promise<Due> {
  const json = await api.get(paths.vocabulary.due({ limit, tz_offset: tzOffset() }), {
    errorMessage: DUE_VOCABULARY_ERROR,
    signal,
  });
  return checkedAnswer(json, isDue, DUE_VOCABULARY_ERROR);
}

/** How many words are due today and now (a due answer of no words): what the trainer page paints first. */
export async function getDueCounts(signal?: AbortSignal): Promise<DueCounts> {
  const due = await getDueVocabulary(0, signal);
  return {
    due_now: due.due_now,
    due_today: due.due_today,
    new_waiting: due.new_waiting ?? 0,
    new_today: due.new_today ?? 0,
  };
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
