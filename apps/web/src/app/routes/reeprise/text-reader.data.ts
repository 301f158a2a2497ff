import type { PagePrefetch } from '@/app/lazy-page';
import { getGeneratedTextQueryOptions } from '@/features/reader/api/get-generated-text';
import { getTextVocabularyQueryOptions } from '@/features/reader/api/get-text-vocabulary';
import { parseTextId } from '@/features/reader/hooks/chapter-param';

/** The text and the learner's words of it, asked for while the page's code and the user's settings load. */
export const prefetch: PagePrefetch = ({ queryClient, params }) => {
  const id = parseTextId(params.generatedTextId);
  if (id === null) return; // the page shows "not found" without asking
  void queryClient.prefetchQuery(getGeneratedTextQueryOptions(id));
  void queryClient.prefetchInfiniteQuery(getTextVocabularyQueryOptions(id));
  // the worker that splits the text's words, started while the text is on its way (imported here, not
  // above: the requests leave without waiting for its module)
  void import('@/lib/text-split/text-split').then((module) => module.warmUpTextSplit());
};
