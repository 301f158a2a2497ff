import { WhoamiSchema, paths, type LoginRequest, type Whoami } from '@reeprise/contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getWhoamiQueryOptions } from './get-whoami';

export const LOGIN_ERROR = 'could not log in user';

export function login(body: LoginRequest): Promise<Whoami> {
  return api.post(paths.auth.login(), body, { schema: WhoamiSchema, errorMessage: LOGIN_ERROR });
}

type Options = Pick<UseMutationOptions<Whoami, ApiError, LoginRequest>, 'onSuccess'>;

export function useLogin(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<Whoami, ApiError, LoginRequest>({
    mutationFn: login,
    onSuccess: async (...args) => {
      const { queryKey } = getWhoamiQueryOptions();
      queryClient.setQueryData(queryKey, args[0]);
      // the session rotated on login: fetch whoami again for the fresh CSRF cookie
      void queryClient.invalidateQueries({ queryKey });
      await options.onSuccess?.(...args);
    },
  });
}
