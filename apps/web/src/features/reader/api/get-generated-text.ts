import { POLL_INTERVAL_MS, paths, type GeneratedText } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isGeneratedText } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const GENERATED_TEXT_ERROR = 'could not fetch reeprise';

/** Checked by GeneratedTextSchema compiled at build time: the reader paints without zod (decision 045). */
export async function getGeneratedText(id: number, signal?: AbortSignal): Promise<GeneratedText> {
  const json = await api.get(paths.generatedTexts.detail(id), {
    errorMessage: GENERATED_TEXT_ERROR,
    signal,
  });
  return checkedAnswer(json, isGeneratedText, GENERATED_TEXT_ERROR);
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
