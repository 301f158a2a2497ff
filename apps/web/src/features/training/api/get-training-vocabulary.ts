import { VocabularySchema, type TopPriorityQuery, type Vocabulary } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const TRAINING_VOCABULARY_ERROR = 'could not fetch vocabulary trainer vocabulary';

const TrainingVocabularySchema = z.array(VocabularySchema);

export function getTrainingVocabulary(query: TopPriorityQuery, signal?: AbortSignal): Promise<Vocabulary[]> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return api.get(`/api/reeprise/vocabulary/top_fifteen_priority/?${search.toString()}`, {
    schema: TrainingVocabularySchema,
    errorMessage: TRAINING_VOCABULARY_ERROR,
    signal,
  });
}

/**
 * Deliberately not under 'vocabulary': answering invalidates that key, and a session must not
 * reshuffle its cards under the learner. Only Reload (or coming back to the page) asks again.
 */
export function getTrainingVocabularyQueryOptions(query: TopPriorityQuery) {
  return queryOptions({
    queryKey: ['training', query],
    queryFn: ({ signal }) => getTrainingVocabulary(query, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useTrainingVocabulary(query: TopPriorityQuery) {
  return useQuery(getTrainingVocabularyQueryOptions(query));
}
