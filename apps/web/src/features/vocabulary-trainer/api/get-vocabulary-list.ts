import {
  POLL_INTERVAL_MS,
  paths,
  type Language,
  type Page,
  type Vocabulary,
  type VocabularySort,
} from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { isVocabularyPage } from 'virtual:answer-checks';
import { api } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const VOCABULARY_LIST_ERROR = 'could not fetch vocabulary';

/** '' is the select's empty option: every language. */
export type LanguageFilter = Language | '';

type VocabularyPage = Page<Vocabulary>;

/** What the trainer list shows: a language ('' = all), and beyond the spec a search and an order. */
export interface ListFilters {
  language: LanguageFilter;
  search?: string;
  sort?: VocabularySort;
}

/** The list's query string (without cursor); the exports take the same one. */
export function listSearchParams({ language, search, sort }: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (language) params.set('language', language);
  if (search?.trim()) params.set('search', search.trim());
  if (sort && sort !== 'newest') params.set('sort', sort);
  return params;
}

/** Checked by VocabularyPageSchema compiled at build time: the trainer paints without zod (decision 045). */
export async function getVocabularyPage(
  { cursor, ...filters }: ListFilters & { cursor?: string },
  signal?: AbortSignal,
): Promise<VocabularyPage> {
  const params = listSearchParams(filters);
  if (cursor) params.set('cursor', cursor);
  const json = await api.get(paths.vocabulary.collection(params), {
    errorMessage: VOCABULARY_LIST_ERROR,
    signal,
  });
  return checkedAnswer(json, isVocabularyPage, VOCABULARY_LIST_ERROR);
}

/** `next` is a full URL; only its opaque cursor matters to us. */
function nextCursor(page: VocabularyPage): string | undefined {
  if (!page.next) return undefined;
  return new URL(page.next, window.location.origin).searchParams.get('cursor') ?? undefined;
}

const hasPending = (data: InfiniteData<VocabularyPage> | undefined) =>
  data?.pages.some((page) => page.results.some((entry) => entry.status === 'PENDING')) ?? false;

/** Under 'vocabulary': a training answer or an edit elsewhere refreshes this list too. */
export function getVocabularyListQueryOptions(filters: ListFilters) {
  const { language, search = '', sort = 'newest' } = filters;
  return infiniteQueryOptions({
    queryKey: ['vocabulary', 'trainer-list', { language, search: search.trim(), sort }],
    queryFn: ({ pageParam, signal }) =>
      getVocabularyPage({ language, search, sort, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor,
    // a word clicked a moment ago is still being translated (spec §4: pending vocabulary is polled)
    refetchInterval: (query) => (hasPending(query.state.data) ? POLL_INTERVAL_MS : false),
  });
}

export function useVocabularyList(filters: ListFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getVocabularyListQueryOptions(filters), enabled: options.enabled ?? true });
}
