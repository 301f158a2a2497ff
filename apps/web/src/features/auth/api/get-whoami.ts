import { paths, type Whoami } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const LOGIN_STATUS_ERROR = 'Could not fetch login status.';

/** What whoami answers for a visitor. */
export const LOGGED_OUT: Whoami = { userId: null, username: null, is_staff: false, permissions: [] };

/**
 * The answer checked by hand, to the rules of WhoamiSchema: every first page asks for it, and the
 * landing page loads no zod (docs/performance.md). get-whoami.test.ts holds the two to the same verdicts.
 */
export function readWhoami(json: unknown): Whoami | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { userId, username, is_staff, permissions, pic } = json as Record<string, unknown>;
  const validId = userId === null || Number.isSafeInteger(userId);
  const validName = username === null || typeof username === 'string';
  const validPermissions =
    Array.isArray(permissions) && permissions.every((permission) => typeof permission === 'string');
  const validPic = pic === undefined || pic === null || typeof pic === 'string';
  if (!validId || !validName || typeof is_staff !== 'boolean' || !validPermissions || !validPic)
    return undefined;
  return {
    userId: userId as number | null,
    username,
    is_staff,
    permissions,
    ...(pic === undefined ? {} : { pic }),
  };
}

export async function getWhoami(signal?: AbortSignal): Promise<Whoami> {
  const json = await api.get(paths.auth.whoami(), { errorMessage: LOGIN_STATUS_ERROR, signal });
  const whoami = readWhoami(json);
  if (!whoami) throw new ApiError(LOGIN_STATUS_ERROR, 200, undefined);
  return whoami;
}

export function getWhoamiQueryOptions() {
  return queryOptions({
    queryKey: ['whoami'],
    queryFn: ({ signal }) => getWhoami(signal),
    // the login status is re-checked whenever the window regains focus (spec §4) …
    staleTime: 0,
    refetchOnWindowFocus: true,
    // … but not each time another component asks for it
    refetchOnMount: false,
  });
}

export function useWhoami() {
  return useQuery(getWhoamiQueryOptions());
}
