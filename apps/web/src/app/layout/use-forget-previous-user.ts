import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getWhoamiQueryOptions } from '@/features/auth/api/get-whoami';
import { keepApiCachesFor } from '@/lib/offline-caches';

/**
 * When whoami reports that the user changed or left, nothing cached for them may be shown to whoever
 * comes next:
 * - the service worker's offline copies of their answers (docs/decisions/018) are checked against the
 *   user they were filled for, which is kept with them: so also at the start after a session that ended
 *   on the server (it expired, a password reset or a deactivation ended it), when this page never knew
 *   who was there before;
 * - this page's queries, when the user changes while it is open (a logout or another login in a second
 *   tab, noticed on window focus). Resetting (not removing) keeps mounted queries alive: they refetch
 *   for the new user.
 */
export function useForgetPreviousUser(userId: number | null | undefined): void {
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (userId === undefined) return;
    const whoamiKey = getWhoamiQueryOptions().queryKey;
    void keepApiCachesFor(userId).then((emptied) => {
      // whoami's own copy went with the other user's: asked again, the worker keeps this user's, so the
      // next start offline knows who is there
      if (emptied && userId !== null) void queryClient.invalidateQueries({ queryKey: whoamiKey });
    });
    const before = previous.current;
    previous.current = userId;
    // nothing is cached in memory for a visitor, so a login has nothing to forget
    if (before === undefined || before === null || before === userId) return;
    void queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== whoamiKey[0] });
  }, [queryClient, userId]);
}
