import type { UserSettings } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const USER_SETTINGS_ERROR = 'could not fetch user settings';

// the common layout asks for the settings, but only for a user: zod loads with the request, never for a visitor
const loadSchema = () => import('./user-settings-schema').then((module) => module.UserSettingsSchema);

export function getUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  return api.get('/api/reeprise/user_settings/', {
    schema: loadSchema,
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
