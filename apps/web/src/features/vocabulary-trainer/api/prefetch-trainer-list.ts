import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_TOGGLES, readStoredToggles } from '../hooks/use-trainer-toggles';
import { getVocabularyListQueryOptions } from './get-vocabulary-list';

/**
 * The list the trainer opens with, before the page renders: the stored language's, or, until the
 * learner chose one, the newest word's (use-latest-word-language.ts), asked for as soon as the
 * all-languages list names it rather than once the page has rendered with it.
 */
export async function prefetchTrainerList(queryClient: QueryClient): Promise<void> {
  const { toggles, languageChosen } = readStoredToggles();
  if (languageChosen) {
    await queryClient.prefetchInfiniteQuery(getVocabularyListQueryOptions({ language: toggles.language }));
    return;
  }
  const all = getVocabularyListQueryOptions({ language: '' });
  await queryClient.prefetchInfiniteQuery(all);
  // no words (or no answer): the page starts at the spec's default language
  const newest = queryClient.getQueryData(all.queryKey)?.pages[0]?.results[0]?.language ?? DEFAULT_TOGGLES.language;
  await queryClient.prefetchInfiniteQuery(getVocabularyListQueryOptions({ language: newest }));
}
