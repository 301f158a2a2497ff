import { paths, type GeneratedText, type UpdateText } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { putTextInList } from './update-cached-text';

const loadSchema = () => import('./generated-text-schema').then((module) => module.GeneratedTextSchema);

export const UPDATE_TEXT_ERROR = 'could not update text';

type Input = UpdateText & { id: number };

export function updateGeneratedText(patch: Input): Promise<GeneratedText> {
  return api.patch(paths.generatedTexts.detail(patch.id), patch, {
    schema: loadSchema,
    errorMessage: UPDATE_TEXT_ERROR,
  });
}

/** Changes a text of the creator (e.g. publicly_visible) and shows the answer in the list. */
export function useUpdateGeneratedText() {
  const queryClient = useQueryClient();
  return useMutation<GeneratedText, ApiError, Input>({
    mutationFn: updateGeneratedText,
    onSuccess: (text) => putTextInList(queryClient, text),
  });
}
