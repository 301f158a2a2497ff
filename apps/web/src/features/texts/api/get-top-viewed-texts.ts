import { paths, type GeneratedText } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTopViewedTexts } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

/** The spec's error text of this call (§8). */
export const TOP_VIEWED_ERROR = 'could not fetch top generated texts';

/** Checked by TopViewedTextsSchema compiled at build time: the list paints without zod (decision 045). */
export async function getTopViewedTexts(signal?: AbortSignal): Promise<GeneratedText[]> {
  const json = await api.get(paths.generatedTexts.topViewed(), {
    errorMessage: TOP_VIEWED_ERROR,
    signal,
  });
  return checkedAnswer(json, isTopViewedTexts, TOP_VIEWED_ERROR);
}

export function getTopViewedTextsQueryOptions() {
  return queryOptions({
    queryKey: ['top-viewed-texts'],
    queryFn: ({ signal }) => getTopViewedTexts(signal),
    // views change slowly; a minute old is fresh enough for a "most read" shelf
    staleTime: 60_000,
  });
}

/** The most-viewed COMPLETE texts the learner may read (their own and public ones), most viewed first. */
export function useTopViewedTexts() {
  return useQuery(getTopViewedTextsQueryOptions());
}
