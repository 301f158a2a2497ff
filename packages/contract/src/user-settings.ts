import { z } from 'zod';
import { MotherTongueSchema } from './enums.js';

/** A learner's preferences; mother_tongue also picks the interface language. */
export const UserSettingsSchema = z.object({
  mother_tongue: MotherTongueSchema,
  show_welcome_card: z.boolean(),
  show_experimental_features: z.boolean(),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** PATCH body: any subset of the settings, nothing else. */
export const UserSettingsPatchSchema = UserSettingsSchema.partial().strict();
export type UserSettingsPatch = z.infer<typeof UserSettingsPatchSchema>;
