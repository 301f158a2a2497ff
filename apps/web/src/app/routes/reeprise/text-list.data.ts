import type { PagePrefetch } from '@/app/lazy-page';
import { getGeneratedTextsQueryOptions } from '@/features/texts/api/get-generated-texts';
import { getTopViewedTextsQueryOptions } from '@/features/texts/api/get-top-viewed-texts';

/** The texts and the most read ones, asked for while the page's code and the user's settings load. */
export const prefetch: PagePrefetch = ({ queryClient }) => {
  void queryClient.prefetchInfiniteQuery(getGeneratedTextsQueryOptions());
  void queryClient.prefetchQuery(getTopViewedTextsQueryOptions());
};
