import { paths } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const DELETE_TEXT_ERROR = 'could not delete text';

export function deleteGeneratedText(id: number): Promise<void> {
  return api
    .delete(paths.generatedTexts.detail(id), undefined, { errorMessage: DELETE_TEXT_ERROR })
    .then(() => undefined);
}

/**
 * Deletes the creator's text (from its card or the reader): the text lists drop it, and the words the
 * learner kept lose its usages, so every vocabulary query refreshes too.
 */
export function useDeleteGeneratedText() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, number>({
    mutationFn: deleteGeneratedText,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['generated-texts'] }),
        queryClient.invalidateQueries({ queryKey: ['top-viewed-texts'] }),
        queryClient.invalidateQueries({ queryKey: ['vocabulary'] }),
      ]);
    },
  });
}
