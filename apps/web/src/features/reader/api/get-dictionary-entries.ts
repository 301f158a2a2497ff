import { paths, type DictionaryLookup, type Language } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// the schema (and zod) loads with the lookup, made for a word just clicked: not on the reader's first paint
const loadSchema = () => import('./vocabulary-schema').then((module) => module.DictionaryLookupSchema);

export const DICTIONARY_ERROR = 'could not look the word up';

export function getDictionaryEntries(
  language: Language,
  word: string,
  signal?: AbortSignal,
): Promise<DictionaryLookup> {
  return api.get(paths.dictionary.lookup({ language, word }), {
    schema: loadSchema,
    errorMessage: DICTIONARY_ERROR,
    signal,
  });
}

export function getDictionaryEntriesQueryOptions(language: Language, word: string) {
  return queryOptions({
    queryKey: ['dictionary', language, word],
    queryFn: ({ signal }) => getDictionaryEntries(language, word, signal),
    // installed dictionaries change only when the operator imports one
    staleTime: 10 * 60_000,
  });
}

/** The offline dictionaries' entries for a clicked word, shown before the LLM's translation arrives. */
export function useDictionaryEntries(language: Language, word: string) {
  return useQuery(getDictionaryEntriesQueryOptions(language, word));
}
