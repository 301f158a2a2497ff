import { paths } from '@reeprise/contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type ApiError } from '@/lib/api-client';
import { clearApiCaches } from '@/lib/offline-caches';
import { getWhoamiQueryOptions, LOGGED_OUT } from './get-whoami';

export const LOGOUT_ERROR = 'could not log out.';

const LogoutResponseSchema = z.object({ detail: z.string() }).partial();

export async function logout(): Promise<void> {
  await api.post(paths.auth.logout(), undefined, {
    schema: LogoutResponseSchema,
    errorMessage: LOGOUT_ERROR,
  });
}

type Options = Pick<UseMutationOptions<void, ApiError>, 'onSuccess'>;

/** Logs out and forgets everything cached for the user; `onSuccess` runs even after unmount. */
export function useLogout(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError>({
    mutationFn: logout,
    onSuccess: async (...args) => {
      const { queryKey } = getWhoamiQueryOptions();
      queryClient.setQueryData(queryKey, LOGGED_OUT);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKey[0] });
      // the service worker's copies of this learner's texts and words must not reach the next one
      await clearApiCaches();
      // whoami hands out a CSRF cookie for the new anonymous session
      void queryClient.invalidateQueries({ queryKey });
      await options.onSuccess?.(...args);
    },
  });
}
