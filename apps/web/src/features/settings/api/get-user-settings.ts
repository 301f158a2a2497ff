import { UserSettingsSchema, type UserSettings } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const USER_SETTINGS_ERROR = 'could not fetch user settings';

export function getUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  return api.get('/api/reeprise/user_settings/', {
    schema: UserSettingsSchema,
    errorMessage: USER_SETTINGS_ERROR,
    signal,
  });
}

export function getUserSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['user-settings'],
    queryFn: ({ signal }) => getUserSettings(signal),
  });
}

/** Settings exist only for a logged-in user: pass `enabled: false` otherwise (the server answers 403). */
export function useUserSettings(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getUserSettingsQueryOptions(), enabled: options.enabled ?? true });
}
