import { TopPriorityQuerySchema, TRAINING_DEFAULTS, type TopPriorityQuery } from '@reeprise/contract';

/** The training settings as the form and the training-mode URL name them (spec §2). */
export type TrainingSettings = { -readonly [K in keyof typeof TRAINING_DEFAULTS]: number };
export type TrainingSettingName = keyof TrainingSettings;

export const TRAINING_SETTING_NAMES = [
  'text_of_last_days',
  'maximum_streak',
  'known_vocabularies',
  'total_vocabularies',
] as const satisfies readonly TrainingSettingName[];

/** The server's name for each setting: only the age of texts is called differently. */
const QUERY_FIELD = {
  text_of_last_days: 'text_age_in_days',
  maximum_streak: 'maximum_streak',
  known_vocabularies: 'known_vocabularies',
  total_vocabularies: 'total_vocabularies',
} as const satisfies Record<TrainingSettingName, keyof TopPriorityQuery>;

/** The contract's rule for one setting (non-negative integer with the server's upper bound). */
export function settingSchema(name: TrainingSettingName) {
  return TopPriorityQuerySchema.shape[QUERY_FIELD[name]];
}

/**
 * Reads the settings from the training-mode URL. A missing or unusable parameter falls back to its
 * default, so a hand-edited link still trains; known words never exceed the total.
 */
export function parseTrainingSearch(search: URLSearchParams): TrainingSettings {
  const settings = { ...TRAINING_DEFAULTS } as TrainingSettings;
  for (const name of TRAINING_SETTING_NAMES) {
    const raw = search.get(name);
    if (raw === null || raw.trim() === '') continue;
    const parsed = settingSchema(name).safeParse(raw);
    if (parsed.success) settings[name] = parsed.data;
  }
  settings.known_vocabularies = Math.min(settings.known_vocabularies, settings.total_vocabularies);
  return settings;
}

/** The query string of /vocabulary_training_mode for these settings. */
export function trainingSearch(settings: TrainingSettings): string {
  const search = new URLSearchParams();
  for (const name of TRAINING_SETTING_NAMES) search.set(name, String(settings[name]));
  return `?${search.toString()}`;
}

/** The query of top_fifteen_priority for these settings. */
export function toPriorityQuery(settings: TrainingSettings): TopPriorityQuery {
  return {
    text_age_in_days: settings.text_of_last_days,
    maximum_streak: settings.maximum_streak,
    known_vocabularies: settings.known_vocabularies,
    total_vocabularies: settings.total_vocabularies,
  };
}
