import type { QueryClient } from '@tanstack/react-query';
import { getWhoamiQueryOptions } from '@/features/auth/api/get-whoami';
import { loadStartingUiLanguage } from '@/lib/i18n';

/**
 * What every first page waits for, asked for side by side (decision 024): who is there, and the
 * strings of the starting language. Resolves once the strings are in; whoami answers into the cache.
 */
export function startApp(queryClient: QueryClient): Promise<void> {
  void queryClient.prefetchQuery(getWhoamiQueryOptions());
  return loadStartingUiLanguage();
}
