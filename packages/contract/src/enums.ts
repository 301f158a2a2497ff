import { z } from 'zod';
import { GENERATION_STATUSES, LANGUAGES, LEVELS, MOTHER_TONGUES, TEXT_TYPES } from './enum-values.js';

// the plain lists live in enum-values.ts (no zod); they are part of this module's exports as before
export {
  GENERATION_STATUSES,
  KNOWN_PERMISSIONS,
  LANGUAGE_LABELS,
  LANGUAGE_SHORT_CODES,
  LANGUAGES,
  LEVELS,
  MOTHER_TONGUES,
  PERMISSIONS,
  PLACEMENT_LEVELS,
  PLACEMENT_WORD_COUNTS,
  TEXT_TYPES,
  WORD_NUMBERS,
  WORD_STATUSES,
} from './enum-values.js';

export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const MotherTongueSchema = z.enum(MOTHER_TONGUES);
export type MotherTongue = z.infer<typeof MotherTongueSchema>;

export const TextTypeSchema = z.enum(TEXT_TYPES);
export type TextType = z.infer<typeof TextTypeSchema>;

export const LevelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof LevelSchema>;

export const WordNumberSchema = z.union([z.literal(100), z.literal(200), z.literal(300)]);
export type WordNumber = z.infer<typeof WordNumberSchema>;

export const GenerationStatusSchema = z.enum(GENERATION_STATUSES);
export type GenerationStatus = z.infer<typeof GenerationStatusSchema>;
