import {
  POLL_INTERVAL_MS,
  TEXT_LIST_STALE_TIME_MS,
  paths,
  type GeneratedText,
  type Page,
} from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { isGeneratedTextPage } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const GENERATED_TEXTS_ERROR = 'could not fetch reeprises';

export type TextPages = InfiniteData<Page<GeneratedText>, unknown>;

/** `next` is a full URL; only its opaque cursor travels back. */
export function cursorOf(next: string | null): string | null {
  if (!next) return null;
  return new URL(next, window.location.origin).searchParams.get('cursor');
}

/** Checked by GeneratedTextPageSchema compiled at build time: the list paints without zod (decision 045). */
export async function getGeneratedTexts(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<GeneratedText>> {
  const json = await api.get(paths.generatedTexts.collection({ cursor: cursor || undefined }), {
    errorMessage: GENERATED_TEXTS_ERROR,
    signal,
  });
  return checkedAnswer(json, isGeneratedTextPage, GENERATED_TEXTS_ERROR);
}

const anyPending = (data: TextPages | undefined) =>
  data?.pages.some((page) => page.results.some((text) => text.status === 'PENDING')) ?? false;

export function getGeneratedTextsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['generated-texts'],
    queryFn: ({ pageParam, signal }) => getGeneratedTexts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => cursorOf(lastPage.next),
    // spec §4/§9: refetched every 500 ms while any listed text is PENDING, fresh for 400 ms
    staleTime: TEXT_LIST_STALE_TIME_MS,
    refetchInterval: (query) => (anyPending(query.state.data) ? POLL_INTERVAL_MS : false),
  });
}

/** Own texts and other users' public texts, newest first, page by page. */
export function useGeneratedTexts() {
  return useInfiniteQuery(getGeneratedTextsQueryOptions());
}
