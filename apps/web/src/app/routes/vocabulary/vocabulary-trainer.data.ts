import type { PagePrefetch } from '@/app/lazy-page';
import { getDueCountsQueryOptions } from '@/features/training/api/get-due-vocabulary';
import { prefetchTrainerList } from '@/features/vocabulary-trainer/api/prefetch-trainer-list';

/** The due counts and the list, asked for while the page's code and the user's settings load. */
export const prefetch: PagePrefetch = ({ queryClient }) => {
  void queryClient.prefetchQuery(getDueCountsQueryOptions());
  void prefetchTrainerList(queryClient);
};
