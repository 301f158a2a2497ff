import { POLL_INTERVAL_MS, paths, type Page, type Vocabulary } from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { isVocabularyPage } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const VOCABULARY_ERROR = 'could not fetch vocabulary';

export type VocabularyPages = InfiniteData<Page<Vocabulary>, unknown>;

function cursorOf(next: string | null): string | null {
  if (!next) return null;
  return new URL(next, window.location.origin).searchParams.get('cursor');
}

/** Checked by VocabularyPageSchema compiled at build time: the reader paints without zod (decision 045). */
export async function getTextVocabulary(
  textId: number,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<Vocabulary>> {
  const params = new URLSearchParams({ generated_text_id: String(textId) });
  if (cursor) params.set('cursor', cursor);
  const json = await api.get(paths.vocabulary.collection(params), {
    errorMessage: VOCABULARY_ERROR,
    signal,
  });
  return checkedAnswer(json, isVocabularyPage, VOCABULARY_ERROR);
}

/** How many listed entries still wait for their translation. */
export const countPending = (data: VocabularyPages | undefined) =>
  data?.pages.reduce(
    (sum, page) => sum + page.results.filter((entry) => entry.status === 'PENDING').length,
    0,
  ) ?? 0;

export function getTextVocabularyQueryOptions(textId: number) {
  return infiniteQueryOptions({
    queryKey: ['vocabulary', 'by-text', textId],
    queryFn: ({ pageParam, signal }) => getTextVocabulary(textId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => cursorOf(lastPage.next),
    // spec §4: pending vocabulary is polled every 500 ms
    refetchInterval: (query) => (countPending(query.state.data) > 0 ? POLL_INTERVAL_MS : false),
  });
}

/** The learner's vocabulary used in this text, newest first. */
export function useTextVocabulary(textId: number) {
  return useInfiniteQuery(getTextVocabularyQueryOptions(textId));
}
