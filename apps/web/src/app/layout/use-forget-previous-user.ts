import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getWhoamiQueryOptions } from '@/features/auth/api/get-whoami';
import { clearApiCaches } from '@/lib/offline-caches';

/**
 * When whoami reports that the user changed or left (a logout or another login in a second tab,
 * noticed on window focus), nothing cached for them may be shown to whoever comes next.
 * Resetting (not removing) keeps mounted queries alive: they refetch for the new user.
 */
export function useForgetPreviousUser(userId: number | null | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    const before = previous.current;
    previous.current = userId;
    // nothing is cached for a visitor, so a login has nothing to forget
    if (before === undefined || before === null || userId === undefined || before === userId) return;
    const whoamiKey = getWhoamiQueryOptions().queryKey[0];
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== whoamiKey });
    // nor may the service worker's offline copies of their answers (docs/decisions/018)
    void clearApiCaches();
  }, [queryClient, userId]);
}
