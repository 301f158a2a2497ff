import {
  POLL_INTERVAL_MS,
  VocabularyPageSchema,
  type Language,
  type Page,
  type Vocabulary,
} from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const VOCABULARY_LIST_ERROR = 'could not fetch vocabulary';

/** '' is the select's empty option: every language. */
export type LanguageFilter = Language | '';

type VocabularyPage = Page<Vocabulary>;

export function getVocabularyPage(
  { language, cursor }: { language: LanguageFilter; cursor?: string },
  signal?: AbortSignal,
): Promise<VocabularyPage> {
  const search = new URLSearchParams();
  if (language) search.set('language', language);
  if (cursor) search.set('cursor', cursor);
  const query = search.toString();
  return api.get(`/api/reeprise/vocabulary/${query ? `?${query}` : ''}`, {
    schema: VocabularyPageSchema,
    errorMessage: VOCABULARY_LIST_ERROR,
    signal,
  });
}

/** `next` is a full URL; only its opaque cursor matters to us. */
function nextCursor(page: VocabularyPage): string | undefined {
  if (!page.next) return undefined;
  return new URL(page.next, window.location.origin).searchParams.get('cursor') ?? undefined;
}

const hasPending = (data: InfiniteData<VocabularyPage> | undefined) =>
  data?.pages.some((page) => page.results.some((entry) => entry.status === 'PENDING')) ?? false;

/** Under 'vocabulary': a training answer or an edit elsewhere refreshes this list too. */
export function getVocabularyListQueryOptions(language: LanguageFilter) {
  return infiniteQueryOptions({
    queryKey: ['vocabulary', 'trainer-list', { language }],
    queryFn: ({ pageParam, signal }) => getVocabularyPage({ language, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    // a word clicked a moment ago is still being translated (spec §4: pending vocabulary is polled)
    refetchInterval: (query) => (hasPending(query.state.data) ? POLL_INTERVAL_MS : false),
  });
}

export function useVocabularyList(language: LanguageFilter) {
  return useInfiniteQuery(getVocabularyListQueryOptions(language));
}
