import { APP_NAME_MAX_LENGTH, MOTHER_TONGUES, paths, type UserSettings } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const USER_SETTINGS_ERROR = 'could not fetch user settings';

/**
 * The answer checked by hand, to the rules of UserSettingsSchema: the common layout waits for it before
 * the learner's first page, which paints without zod (decisions 007, 021). get-user-settings.test.ts
 * holds the two to the same verdicts. Unknown fields are dropped.
 */
export function readUserSettings(json: unknown): UserSettings | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const {
    mother_tongue,
    show_welcome_card,
    show_experimental_features,
    app_name,
    desired_retention,
    show_new_word_marks,
    target_known_share,
    new_words_per_day,
  } = json as Record<string, unknown>;
  const valid =
    (MOTHER_TONGUES as readonly unknown[]).includes(mother_tongue) &&
    typeof show_welcome_card === 'boolean' &&
    typeof show_experimental_features === 'boolean' &&
    (app_name === null || (typeof app_name === 'string' && app_name.length <= APP_NAME_MAX_LENGTH)) &&
    typeof desired_retention === 'number' &&
    Number.isFinite(desired_retention) &&
    typeof show_new_word_marks === 'boolean' &&
    (target_known_share === undefined ||
      (typeof target_known_share === 'number' && Number.isFinite(target_known_share))) &&
    (new_words_per_day === undefined || Number.isSafeInteger(new_words_per_day));
  if (!valid) return undefined;
  return {
    mother_tongue: mother_tongue as UserSettings['mother_tongue'],
    show_welcome_card,
    show_experimental_features,
    app_name,
    desired_retention,
    show_new_word_marks,
    ...(target_known_share === undefined ? {} : { target_known_share }),
    ...(new_words_per_day === undefined ? {} : { new_words_per_day: new_words_per_day as number }),
  };
}

export async function getUserSettings(signal?: AbortSignal): Promise<UserSettings> {
  const json = await api.get(paths.userSettings(), { errorMessage: USER_SETTINGS_ERROR, signal });
  const settings = readUserSettings(json);
  if (!settings) throw new ApiError(USER_SETTINGS_ERROR, 200, undefined);
  return settings;
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
