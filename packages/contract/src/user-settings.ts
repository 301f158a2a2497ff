import { z } from 'zod';
import { MotherTongueSchema } from './enums.js';
import {
  APP_NAME_MAX_LENGTH,
  NEW_WORDS_PER_DAY_MAX,
  NEW_WORDS_PER_DAY_MIN,
  TARGET_KNOWN_SHARE_MAX,
  TARGET_KNOWN_SHARE_MIN,
} from './limits.js';
import { DESIRED_RETENTION_MAX, DESIRED_RETENTION_MIN } from './vocabulary.js';

/** Said when a desired retention is outside what FSRS is tuned for. */
export const DESIRED_RETENTION_MESSAGE = `The desired retention must be between ${DESIRED_RETENTION_MIN} and ${DESIRED_RETENTION_MAX}.`;

/** The product's own name, shown wherever a learner has not chosen another application name. */
export const DEFAULT_APP_NAME = 'Reeprise';

/** Said when an application name is longer than APP_NAME_MAX_LENGTH (spec §2: "up to 9 characters"). */
export const APP_NAME_TOO_LONG_MESSAGE = `The application name can be up to ${APP_NAME_MAX_LENGTH} characters long.`;
export const APP_NAME_INVALID_MESSAGE =
  'The application name cannot contain line breaks or control characters.';

// control characters, line/paragraph separators and bidi overrides would garble the top bar
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * A new application name: at most APP_NAME_MAX_LENGTH characters as typed (checked before trimming, so
 * the limit the API documents is the one it applies), then trimmed; empty or null goes back to the
 * product's own name.
 */
export const AppNameInputSchema = z
  .string()
  .max(APP_NAME_MAX_LENGTH, APP_NAME_TOO_LONG_MESSAGE)
  .refine((value) => !UNPRINTABLE.test(value), APP_NAME_INVALID_MESSAGE)
  .trim()
  .nullable()
  .transform((value) => value || null);

/** The share of running words a learner may ask to know already (issue 36): 0.80-0.99, default 0.95. */
export const TARGET_KNOWN_SHARE_MESSAGE = `The target share of known words must be between ${TARGET_KNOWN_SHARE_MIN} and ${TARGET_KNOWN_SHARE_MAX}.`;

/** Said when a daily limit of new words is not a whole number in its range. */
export const NEW_WORDS_PER_DAY_MESSAGE = `The new words per day must be a whole number from ${NEW_WORDS_PER_DAY_MIN} to ${NEW_WORDS_PER_DAY_MAX}.`;

/** A learner's preferences; mother_tongue also picks the interface language. */
export const UserSettingsSchema = z.object({
  mother_tongue: MotherTongueSchema,
  show_welcome_card: z.boolean(),
  show_experimental_features: z.boolean(),
  /** Beyond the spec's three fields: the name the top bar shows this learner; null = DEFAULT_APP_NAME. */
  app_name: z.string().max(APP_NAME_MAX_LENGTH).nullable(),
  /** Beyond the spec (issue 16): the recall FSRS schedules for, DESIRED_RETENTION_MIN-MAX. */
  desired_retention: z.number(),
  /** Beyond the spec (issue 34): the reader marks new words quietly; false turns the mark off. */
  show_new_word_marks: z.boolean(),
  /**
   * Beyond the spec (issue 36): the share of running words the learner wants to know already; texts are
   * written and rewritten for it. Always sent by this server; optional for clients built before it.
   */
  target_known_share: z.number().optional(),
  /**
   * Beyond the spec (issue 35): how many words never trained "Train due words" may start per day,
   * NEW_WORDS_PER_DAY_MIN-MAX. Always sent by this server; optional for clients built before it.
   */
  new_words_per_day: z.number().int().optional(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** PATCH body: any subset of the settings, nothing else. */
export const UserSettingsPatchSchema = z
  .object({
    mother_tongue: MotherTongueSchema,
    show_welcome_card: z.boolean(),
    show_experimental_features: z.boolean(),
    app_name: AppNameInputSchema,
    desired_retention: z
      .number()
      .min(DESIRED_RETENTION_MIN, DESIRED_RETENTION_MESSAGE)
      .max(DESIRED_RETENTION_MAX, DESIRED_RETENTION_MESSAGE),
    show_new_word_marks: z.boolean(),
    target_known_share: z
      .number()
      .min(TARGET_KNOWN_SHARE_MIN, TARGET_KNOWN_SHARE_MESSAGE)
      .max(TARGET_KNOWN_SHARE_MAX, TARGET_KNOWN_SHARE_MESSAGE),
    new_words_per_day: z
      .number()
      .int(NEW_WORDS_PER_DAY_MESSAGE)
      .min(NEW_WORDS_PER_DAY_MIN, NEW_WORDS_PER_DAY_MESSAGE)
      .max(NEW_WORDS_PER_DAY_MAX, NEW_WORDS_PER_DAY_MESSAGE),
  })
  .partial()
  .strict();
export type UserSettingsPatch = z.input<typeof UserSettingsPatchSchema>;
/** A PATCH body once validated: the application name trimmed, and null when cleared. */
export type UserSettingsChange = z.output<typeof UserSettingsPatchSchema>;
