import type { Language } from '@reeprise/contract';
import { useVocabularyList } from '../api/get-vocabulary-list';

/**
 * The language of the learner's most recent word (the newest entry of the unfiltered list), so the
 * word-language filter starts where the learner is (issue 14: a Spanish learner's page started at
 * English and looked empty). Its first page is the "all languages" list, so it is reused there.
 */
export function useLatestWordLanguage(enabled: boolean): {
  isPending: boolean;
  language: Language | undefined;
} {
  const all = useVocabularyList({ language: '' }, { enabled });
  if (!enabled) return { isPending: false, language: undefined };
  // a failed look-up is no reason to hide the page: the spec's default takes over
  if (all.isError) return { isPending: false, language: undefined };
  return { isPending: all.isPending, language: all.data?.pages[0]?.results[0]?.language };
}
