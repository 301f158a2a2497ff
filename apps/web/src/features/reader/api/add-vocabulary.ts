import { paths, type AddVocabulary, type Vocabulary } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

// the schema (and zod) loads with the request: the reader paints without them (decision 022)
const loadSchema = () => import('./vocabulary-schema').then((module) => module.VocabularySchema);

export const ADD_VOCABULARY_ERROR = 'Error creating vocabulary';

type Input = AddVocabulary & { textId: number };

export function addVocabulary({ textId, ...body }: Input): Promise<Vocabulary> {
  return api.post(paths.generatedTexts.addVocabulary(textId), body, {
    schema: loadSchema,
    errorMessage: ADD_VOCABULARY_ERROR,
  });
}

/** Adds the clicked word; the panel and the green highlight refresh (every 'vocabulary' query). */
export function useAddVocabulary() {
  const queryClient = useQueryClient();
  return useMutation<Vocabulary, ApiError, Input>({
    mutationFn: addVocabulary,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vocabulary'] }),
  });
}
