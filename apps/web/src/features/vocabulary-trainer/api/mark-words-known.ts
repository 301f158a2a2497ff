import {
  SetWordStatusesResultSchema,
  WORD_STATUS_WORD_MAX_LENGTH,
  WORD_STATUS_WORDS_MAX,
  type Language,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getKnownFormsQueryOptions } from '@/lib/known-forms';
import { WORD_STATUSES_KEY } from '@/lib/word-status-languages';

export const MARK_KNOWN_ERROR = 'could not mark words as known';

/**
 * A plain word list as the learner wrote or exported it: one word per line, blank lines and lines too
 * long to be a word left out, each word once. The server normalises them and skips phrases and numbers.
 */
export function parseWordList(text: string): string[] {
  const words = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && line.length <= WORD_STATUS_WORD_MAX_LENGTH);
  return [...new Set(words)];
}

export type MarkKnown = { language: Language; words: readonly string[] };

/**
 * Marks the words known (POST word_statuses/, status known), in requests of at most WORD_STATUS_WORDS_MAX
 * words one after another; answers how many forms changed in all.
 */
export async function markWordsKnown({ language, words }: MarkKnown): Promise<number> {
  let changed = 0;
  for (let start = 0; start < words.length; start += WORD_STATUS_WORDS_MAX) {
    const batch = words.slice(start, start + WORD_STATUS_WORDS_MAX);
    const answer = await api.post(
      '/api/reeprise/word_statuses/',
      { language, words: batch, status: 'known' },
      { schema: SetWordStatusesResultSchema, errorMessage: MARK_KNOWN_ERROR },
    );
    changed += answer.changed;
  }
  return changed;
}

/** Marks a word list known; the known counts and that language's level fit refresh. */
export function useMarkWordsKnown() {
  const queryClient = useQueryClient();
  return useMutation<number, ApiError, MarkKnown>({
    mutationFn: markWordsKnown,
    onSettled: (_changed, _error, { language }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WORD_STATUSES_KEY }),
        queryClient.invalidateQueries({ queryKey: getKnownFormsQueryOptions(language).queryKey }),
      ]),
  });
}
