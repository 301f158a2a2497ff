import { VocabularySchema, paths, type Vocabulary } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const RETRY_VOCABULARY_ERROR = 'could not retry vocabulary';

export function retryVocabulary(id: number): Promise<Vocabulary> {
  return api.post(paths.vocabulary.retry(id), undefined, {
    schema: VocabularySchema,
    errorMessage: RETRY_VOCABULARY_ERROR,
  });
}

/** Translates a FAILED entry again (reader and trainer alike); it turns PENDING and is polled. */
export function useRetryVocabulary() {
  const queryClient = useQueryClient();
  return useMutation<Vocabulary, ApiError, number>({
    mutationFn: retryVocabulary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vocabulary'] }),
  });
}
