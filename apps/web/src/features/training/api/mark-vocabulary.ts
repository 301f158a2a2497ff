import { VocabularySchema, paths, type Vocabulary } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const MARK_VOCABULARY_ERROR = 'could not mark vocabulary';

/** 'learned' is "I know it" (streak + 1), 'forgotten' is "I don't know it" (streak 0). */
export type TrainingAnswer = 'learned' | 'forgotten';
export type MarkVocabularyInput = { id: number; answer: TrainingAnswer };

export function markVocabulary({ id, answer }: MarkVocabularyInput): Promise<Vocabulary> {
  return api.post(paths.vocabulary.mark[answer](id), undefined, {
    schema: VocabularySchema,
    errorMessage: MARK_VOCABULARY_ERROR,
  });
}

/**
 * Query keys other features use for what an answer changes: every vocabulary list ('vocabulary', the
 * trainer page and the reader's panel) and the statistics ('statistics', also the streak counts).
 */
const CHANGED_BY_AN_ANSWER = [['vocabulary'], ['statistics']] as const;

export function useMarkVocabulary() {
  const queryClient = useQueryClient();
  return useMutation<Vocabulary, ApiError, MarkVocabularyInput>({
    mutationFn: markVocabulary,
    // also after a failure: the server may have counted the answer before the connection broke
    onSettled: async () => {
      await Promise.all(
        CHANGED_BY_AN_ANSWER.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      );
    },
  });
}
