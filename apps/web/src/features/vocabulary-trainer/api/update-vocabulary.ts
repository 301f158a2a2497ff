import { VocabularySchema, paths, type UpdateVocabulary, type Vocabulary } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const UPDATE_VOCABULARY_ERROR = 'could not update vocabulary';

export type UpdateVocabularyInput = { id: number; patch: UpdateVocabulary };

export function updateVocabulary({ id, patch }: UpdateVocabularyInput): Promise<Vocabulary> {
  return api.patch(paths.vocabulary.detail(id), patch, {
    schema: VocabularySchema,
    errorMessage: UPDATE_VOCABULARY_ERROR,
  });
}

/** Edits a mnemonic (or translation); every vocabulary list, here and in the reader, refreshes. */
export function useUpdateVocabulary() {
  const queryClient = useQueryClient();
  return useMutation<Vocabulary, ApiError, UpdateVocabularyInput>({
    mutationFn: updateVocabulary,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['vocabulary'] });
    },
  });
}
