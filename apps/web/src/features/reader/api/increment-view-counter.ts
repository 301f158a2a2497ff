import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiError } from '@/lib/api-client';

export const VIEW_COUNTER_ERROR = 'could not count the view';

const ViewCountedSchema = z.object({ detail: z.string() }).partial();

export async function incrementViewCounter(textId: number): Promise<void> {
  await api.post(`/api/reeprise/generated_texts/${textId}/increment_view_counter/`, undefined, {
    schema: ViewCountedSchema,
    errorMessage: VIEW_COUNTER_ERROR,
  });
}

/** Counts one view of a text (the list's blue border goes away). */
export function useIncrementViewCounter() {
  return useMutation<void, ApiError, number>({ mutationFn: incrementViewCounter });
}
