import { POLL_INTERVAL_MS, paths, type GeneratedText } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readGeneratedText } from '@/lib/read-generated-text';
import { api, ApiError } from '@/lib/api-client';

export const GENERATED_TEXT_ERROR = 'could not fetch reeprise';

/** Checked by hand, not by the contract's schema: the reader paints without zod (decision 022). */
export async function getGeneratedText(id: number, signal?: AbortSignal): Promise<GeneratedText> {
  const json = await api.get(paths.generatedTexts.detail(id), {
    errorMessage: GENERATED_TEXT_ERROR,
    signal,
  });
  const text = readGeneratedText(json);
  if (!text) throw new ApiError(GENERATED_TEXT_ERROR, 200, undefined);
  return text;
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
