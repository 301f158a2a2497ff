import { paths, type GeneratedText } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { putTextInList } from './update-cached-text';

const loadSchema = () => import('./generated-text-schema').then((module) => module.GeneratedTextSchema);

export const RETRY_TEXT_ERROR = 'could not retry text';

export function retryGeneratedText(id: number): Promise<GeneratedText> {
  return api.post(paths.generatedTexts.retry(id), undefined, {
    schema: loadSchema,
    errorMessage: RETRY_TEXT_ERROR,
  });
}

/** Writes a FAILED text again (creator only); the card turns PENDING and streams anew. */
export function useRetryGeneratedText() {
  const queryClient = useQueryClient();
  return useMutation<GeneratedText, ApiError, number>({
    mutationFn: retryGeneratedText,
    onSuccess: (text) => putTextInList(queryClient, text),
  });
}
