import type { PagePrefetch } from '@/app/lazy-page';
import { getChapterQueryOptions } from '@/features/reader/api/get-chapter';
import { getGeneratedTextQueryOptions } from '@/features/reader/api/get-generated-text';
import { getTextVocabularyQueryOptions } from '@/features/reader/api/get-text-vocabulary';
import { parseChapterParam, parseTextId } from '@/features/reader/hooks/chapter-param';
import { neighbourNumbers } from '@/features/reader/hooks/chapter-links';
import { getKnownFormsQueryOptions } from '@/lib/known-forms';

/**
 * The text and the learner's words of it, asked for while the page's code and the user's settings load;
 * and what the page asks for once it shows (decision 031): the chapter shown and its neighbours, whose
 * existence the chapter links wait for, and the learner's known forms of the text's language.
 */
export const prefetch: PagePrefetch = ({ queryClient, params, search }) => {
  const id = parseTextId(params.generatedTextId);
  if (id === null) return; // the page shows "not found" without asking
  const text = getGeneratedTextQueryOptions(id);
  void queryClient.prefetchQuery(text).then(() => {
    const language = queryClient.getQueryData(text.queryKey)?.language;
    if (language) void queryClient.prefetchQuery(getKnownFormsQueryOptions(language));
  });
  void queryClient.prefetchInfiniteQuery(getTextVocabularyQueryOptions(id));
  const chapter = parseChapterParam(search.get('chapter'));
  const { previousNumber, nextNumber } = neighbourNumbers(chapter);
  for (const number of [chapter, previousNumber, nextNumber]) {
    if (number !== null) void queryClient.prefetchQuery(getChapterQueryOptions(id, number));
  }
};
