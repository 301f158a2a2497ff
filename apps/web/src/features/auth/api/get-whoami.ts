import { WhoamiSchema, type Whoami } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const LOGIN_STATUS_ERROR = 'Could not fetch login status.';

/** What whoami answers for a visitor. */
export const LOGGED_OUT: Whoami = { userId: null, username: null, is_staff: false, permissions: [] };

export function getWhoami(signal?: AbortSignal): Promise<Whoami> {
  return api.get('/accounts/whoami', { schema: WhoamiSchema, errorMessage: LOGIN_STATUS_ERROR, signal });
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
