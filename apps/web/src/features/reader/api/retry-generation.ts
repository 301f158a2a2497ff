import { paths } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const RETRY_GENERATION_ERROR = 'could not retry';

type Input = { textId: number; chapterNumber: number | null };

/** Writes a FAILED text (chapter null) or chapter again; creator only. */
export async function retryGeneration({ textId, chapterNumber }: Input): Promise<void> {
  const path =
    chapterNumber === null || chapterNumber === 0
      ? paths.generatedTexts.retry(textId)
      : paths.generatedTexts.retryChapter(textId, chapterNumber);
  await api.post(path, undefined, { errorMessage: RETRY_GENERATION_ERROR });
}

export function useRetryGeneration() {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, Input>({
    mutationFn: retryGeneration,
    onSuccess: async (_answer, { textId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['generated-text', textId] }),
        queryClient.invalidateQueries({ queryKey: ['chapter', textId] }),
      ]);
    },
  });
}
