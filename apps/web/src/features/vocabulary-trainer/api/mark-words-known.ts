import {
  ImportKnownWordsResultSchema,
  WORD_LIST_LINE_BREAK,
  WORD_LIST_MAX_LENGTH,
  WORD_STATUS_WORDS_MAX,
  paths,
  type ImportKnownWords,
  type ImportKnownWordsResult,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getKnownFormsQueryOptions } from '@/lib/known-forms';
import { WORD_STATUSES_KEY } from '@/lib/word-status-languages';

export const IMPORT_KNOWN_ERROR = 'could not mark words as known';

/** A plain word list as the server reads it: its lines; and how many distinct words they hold. */
export function readWordList(text: string): { lines: number; words: number; fits: boolean } {
  const lines = text.replace(/^\uFEFF/, '').split(WORD_LIST_LINE_BREAK);
  const words = new Set(lines.map((line) => line.trim()).filter(Boolean));
  return {
    lines: lines.length,
    words: words.size,
    fits: text.length <= WORD_LIST_MAX_LENGTH && lines.length <= WORD_STATUS_WORDS_MAX,
  };
}

/**
 * Marks a plain word list (one word per line) known where its words are new (POST word_statuses/import/):
 * never over an ignored word or a vocabulary entry. The server splits and normalises the lines.
 */
export function importKnownWords(body: ImportKnownWords): Promise<ImportKnownWordsResult> {
  return api.post(paths.wordStatuses.import(), body, {
    schema: ImportKnownWordsResultSchema,
    errorMessage: IMPORT_KNOWN_ERROR,
  });
}

/** Imports a word list as known; the known counts and that language's level fit refresh. */
export function useImportKnownWords() {
  const queryClient = useQueryClient();
  return useMutation<ImportKnownWordsResult, ApiError, ImportKnownWords>({
    mutationFn: importKnownWords,
    onSuccess: (_result, { language }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WORD_STATUSES_KEY }),
        queryClient.invalidateQueries({ queryKey: getKnownFormsQueryOptions(language).queryKey }),
      ]),
  });
}
