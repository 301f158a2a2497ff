import { GeneratedTextSchema, POLL_INTERVAL_MS, type GeneratedText } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const GENERATED_TEXT_ERROR = 'could not fetch reeprise';

export function getGeneratedText(id: number, signal?: AbortSignal): Promise<GeneratedText> {
  return api.get(`/api/reeprise/generated_texts/${id}/`, {
    schema: GeneratedTextSchema,
    errorMessage: GENERATED_TEXT_ERROR,
    signal,
  });
}

export function getGeneratedTextQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['generated-text', id],
    queryFn: ({ signal }) => getGeneratedText(id, signal),
    // spec §4: a text still being written is refetched every 500 ms
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_INTERVAL_MS : false),
  });
}

/** One text the learner may read (a 404 for anyone else's private text). */
export function useGeneratedText(id: number) {
  return useQuery(getGeneratedTextQueryOptions(id));
}
