import type { PagePrefetch } from '@/app/lazy-page';
import { getProgressQueryOptions } from '@/features/statistics/api/get-progress';
import { getTextStatsQueryOptions } from '@/features/statistics/api/get-text-stats';
import { getVocabularyStatsQueryOptions } from '@/features/statistics/api/get-vocabulary-stats';
import { getWordStatusLanguagesQueryOptions } from '@/lib/word-status-languages';

/**
 * The known words, the six figures and the progress charts, asked for while the page's code and the user's
 * settings load.
 */
export const prefetch: PagePrefetch = ({ queryClient }) => {
  void queryClient.prefetchQuery(getWordStatusLanguagesQueryOptions());
  void queryClient.prefetchQuery(getVocabularyStatsQueryOptions());
  void queryClient.prefetchQuery(getTextStatsQueryOptions());
  void queryClient.prefetchQuery(getProgressQueryOptions());
};
