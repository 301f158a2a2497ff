import {
  paths,
  type KnownForms,
  type Language,
  type SetWordStatuses,
  type SetWordStatusesResult,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getKnownFormsQueryOptions } from '@/lib/known-forms';
import { withStatus } from '@/lib/level-fit';

// the schema (and zod) loads with the request: the reader paints without them (decision 022)
const loadSchema = () => import('./vocabulary-schema').then((module) => module.SetWordStatusesResultSchema);

export const SET_WORD_STATUSES_ERROR = 'could not set the word status';

export function setWordStatuses(body: SetWordStatuses): Promise<SetWordStatusesResult> {
  return api.post(paths.wordStatuses.collection(), body, {
    schema: loadSchema,
    errorMessage: SET_WORD_STATUSES_ERROR,
  });
}

/**
 * Sets the status of forms (known, ignored, or back to new). The learner's known forms change at once
 * (the reader's marks and every level-fit bar follow without a reload) and are asked for again once the
 * server answered, which also takes back the change when it failed.
 */
export function useSetWordStatuses() {
  const queryClient = useQueryClient();
  return useMutation<SetWordStatusesResult, ApiError, SetWordStatuses>({
    mutationFn: setWordStatuses,
    onMutate: async ({ language, words, status }) => applyStatus(queryClient, language, words, status),
    onSettled: (_result, _error, { language }) =>
      queryClient.invalidateQueries({ queryKey: getKnownFormsQueryOptions(language).queryKey }),
  });
}

type QueryClient = ReturnType<typeof useQueryClient>;

/** Shows `status` on `words` in the cached known forms of `language` before the server has answered. */
export async function applyStatus(
  queryClient: QueryClient,
  language: Language,
  words: readonly string[],
  status: SetWordStatuses['status'],
) {
  const { queryKey } = getKnownFormsQueryOptions(language);
  // an answer on its way would bring back the old statuses
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<KnownForms>(queryKey, (known) => known && withStatus(known, words, status));
}
