import { POLL_INTERVAL_MS, paths, type Chapter } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isChapter } from 'virtual:answer-checks';
import { api, ApiError } from '@/lib/api-client';
import { checkedAnswer } from '@/lib/checked-answer';

export const CHAPTER_ERROR = 'Could not fetch chapter';

/** A chapter, or the spec's NON_EXISTENT when the server answers 404. */
export type ChapterResult = Chapter | { status: 'NON_EXISTENT'; chapter_number: number };

export async function getChapter(
  textId: number,
  chapterNumber: number,
  signal?: AbortSignal,
): Promise<ChapterResult> {
  let json: unknown;
  try {
    json = await api.get(paths.generatedTexts.chapter(textId, chapterNumber), {
      errorMessage: CHAPTER_ERROR,
      signal,
    });
  } catch (error) {
    // a 404 means the chapter does not exist (yet), not an error (spec §4, §8)
    if (error instanceof ApiError && error.status === 404)
      return { status: 'NON_EXISTENT', chapter_number: chapterNumber };
    throw error;
  }
  // ChapterSchema compiled at build time: the reader paints without zod (decision 045)
  return checkedAnswer(json, isChapter, CHAPTER_ERROR);
}

export function getChapterQueryOptions(textId: number, chapterNumber: number) {
  return queryOptions({
    queryKey: ['chapter', textId, chapterNumber],
    queryFn: ({ signal }) => getChapter(textId, chapterNumber, signal),
    // spec §4: a PENDING chapter is refetched every 500 ms
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? POLL_INTERVAL_MS : false),
  });
}

/** Chapter `chapterNumber` of a text (0 is the text itself); pass null to fetch nothing. */
export function useChapter(textId: number, chapterNumber: number | null) {
  return useQuery({
    ...getChapterQueryOptions(textId, chapterNumber ?? 0),
    enabled: chapterNumber !== null,
  });
}
