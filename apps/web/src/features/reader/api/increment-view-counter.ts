import { paths } from '@reeprise/contract';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

export const VIEW_COUNTER_ERROR = 'could not count the view';

/** The answer ({ detail? }) is not read: only whether the server counted it (no zod on the reader). */
export async function incrementViewCounter(textId: number): Promise<void> {
  await api.post(paths.generatedTexts.incrementViewCounter(textId), undefined, {
    errorMessage: VIEW_COUNTER_ERROR,
  });
}

/** Counts one view of a text (the list's blue border goes away). */
export function useIncrementViewCounter() {
  return useMutation<void, ApiError, number>({ mutationFn: incrementViewCounter });
}
