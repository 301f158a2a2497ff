import type { QueryClient } from '@tanstack/react-query';
import { getWhoamiQueryOptions } from '@/features/auth/api/get-whoami';
import { getUserSettingsQueryOptions } from '@/features/settings/api/get-user-settings';
import { loadStartingUiLanguage } from '@/lib/i18n';

/**
 * What every first page waits for, asked for side by side (decision 024): who is there, and the
 * strings of the starting language; in a browser that was signed in, the user's settings too (decision
 * 030: a wrong hint costs a refused request, asked again after a login). Resolves once the strings are
 * in; the answers go into the cache.
 */
export function startApp(queryClient: QueryClient, signedIn = false): Promise<void> {
  void queryClient.prefetchQuery(getWhoamiQueryOptions());
  if (signedIn) void queryClient.prefetchQuery(getUserSettingsQueryOptions());
  return loadStartingUiLanguage();
}
