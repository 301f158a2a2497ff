import { paths, type UserSettings, type UserSettingsPatch } from '@reeprise/contract';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getUserSettingsQueryOptions } from './get-user-settings';

// loaded with the request: the text list (welcome card) paints without zod (decisions 007, 021)
const loadSchema = () => import('./user-settings-schema').then((module) => module.UserSettingsSchema);

export const UPDATE_USER_SETTINGS_ERROR = 'could not update user settings';

export function updateUserSettings(patch: UserSettingsPatch): Promise<UserSettings> {
  return api.patch(paths.userSettings(), patch, {
    schema: loadSchema,
    errorMessage: UPDATE_USER_SETTINGS_ERROR,
  });
}

type Options = Pick<UseMutationOptions<UserSettings, ApiError, UserSettingsPatch>, 'onSuccess' | 'onError'>;

/** A 403 `{detail}` means a non-staff user tried to turn experimental features on. */
export function useUpdateUserSettings(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<UserSettings, ApiError, UserSettingsPatch>({
    mutationFn: updateUserSettings,
    onSuccess: async (...args) => {
      const { queryKey } = getUserSettingsQueryOptions();
      // the answer is the new settings: show them at once (the UI language follows mother_tongue)
      queryClient.setQueryData(queryKey, args[0]);
      await queryClient.invalidateQueries({ queryKey });
      await options.onSuccess?.(...args);
    },
    onError: options.onError,
  });
}
