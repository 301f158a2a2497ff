import {
  TrainingVocabularySchema,
  paths,
  type TopPriorityQuery,
  type TrainingVocabulary,
} from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const TRAINING_VOCABULARY_ERROR = 'could not fetch vocabulary trainer vocabulary';

const TrainingVocabularyListSchema = z.array(TrainingVocabularySchema);

export function getTrainingVocabulary(
  query: TopPriorityQuery,
  signal?: AbortSignal,
): Promise<TrainingVocabulary[]> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return api.get(paths.vocabulary.topFifteenPriority(search), {
    schema: TrainingVocabularyListSchema,
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

export function useTrainingVocabulary(query: TopPriorityQuery, enabled = true) {
  return useQuery({ ...getTrainingVocabularyQueryOptions(query), enabled });
}
