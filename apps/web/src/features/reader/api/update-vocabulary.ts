import { paths, type UpdateVocabulary, type Vocabulary } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

// the schema (and zod) loads with the request: the reader paints without them (decision 022)
const loadSchema = () => import('./vocabulary-schema').then((module) => module.VocabularySchema);

export const UPDATE_VOCABULARY_ERROR = 'could not update vocabulary';

type Input = UpdateVocabulary & { id: number };

export function updateVocabulary(patch: Input): Promise<Vocabulary> {
  return api.patch(paths.vocabulary.detail(patch.id), patch, {
    schema: loadSchema,
    errorMessage: UPDATE_VOCABULARY_ERROR,
  });
}

/** Edits the mnemonic (or translation) of one of the learner's entries. */
export function useUpdateVocabulary() {
  const queryClient = useQueryClient();
  return useMutation<Vocabulary, ApiError, Input>({
    mutationFn: updateVocabulary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vocabulary'] }),
  });
}
