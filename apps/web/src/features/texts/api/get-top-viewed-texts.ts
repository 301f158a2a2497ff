import { paths, type GeneratedText } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { readGeneratedTexts } from '@/lib/read-generated-text';

/** The spec's error text of this call (§8). */
export const TOP_VIEWED_ERROR = 'could not fetch top generated texts';

/** Checked by hand, not by the contract's schema: the text list paints without zod (decision 021). */
export async function getTopViewedTexts(signal?: AbortSignal): Promise<GeneratedText[]> {
  const json = await api.get(paths.generatedTexts.topViewed(), {
    errorMessage: TOP_VIEWED_ERROR,
    signal,
  });
  const texts = readGeneratedTexts(json);
  if (!texts) throw new ApiError(TOP_VIEWED_ERROR, 200, undefined);
  return texts;
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
