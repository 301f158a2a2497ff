import { z } from 'zod';
import { GenerationStatusSchema, LanguageSchema } from './enums.js';
import { pageSchema } from './pagination.js';

export const MNEMONIC_MAX_LENGTH = 500;
export const TRANSLATION_MAX_LENGTH = 200;

export const UsageSchema = z.object({
  generated_text_id: z.number().int(),
  /** Id of the chapter row, or null for chapter 0 (the text itself). */
  chapter_id: z.number().int().nullable(),
  chapter_number: z.number().int(),
  start_idx: z.number().int(),
  end_idx: z.number().int(),
});

/** A vocabulary entry of the learner; `status` PENDING while the LLM writes translation and mnemonic. */
export const VocabularySchema = z.object({
  id: z.number().int(),
  word: z.string(),
  translation: z.string(),
  mnemonic: z.string(),
  winning_streak: z.number().int(),
  status: GenerationStatusSchema,
  language: LanguageSchema,
  part_of_speech: z.string(),
  /** Every form of the word the learner clicked, lower case, for highlighting (beyond the spec). */
  forms: z.array(z.string()),
  usages: z.array(UsageSchema),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type Vocabulary = z.infer<typeof VocabularySchema>;

export const VocabularyPageSchema = pageSchema(VocabularySchema);

/** Body of add_vocabulary: offsets of one word in the text (chapter_number absent or null = chapter 0). */
export const AddVocabularySchema = z
  .object({
    word_start_index: z.number().int().min(0),
    word_end_index: z.number().int().min(1),
    chapter_number: z.number().int().min(0).max(10_000).nullable().optional(),
  })
  .strict();
export type AddVocabulary = z.infer<typeof AddVocabularySchema>;

export const UpdateVocabularySchema = z
  .object({
    id: z.number().int().optional(),
    mnemonic: z.string().trim().max(MNEMONIC_MAX_LENGTH).optional(),
    translation: z.string().trim().min(1).max(TRANSLATION_MAX_LENGTH).optional(),
  })
  .strict();
export type UpdateVocabulary = z.infer<typeof UpdateVocabularySchema>;

const languageList = z.preprocess(
  (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
  z.array(LanguageSchema).max(10).optional(),
);

export const VocabularyQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  language: languageList,
  word_languages: languageList,
  generated_text_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  generated_text_created_at_last_days: z.coerce.number().int().min(0).max(36_500).optional(),
});
export type VocabularyQuery = z.infer<typeof VocabularyQuerySchema>;

export const KnownFormsQuerySchema = z.object({ language: LanguageSchema });
export const KnownFormsSchema = z.object({ forms: z.array(z.string()) });

export const VocabularyStatsSchema = z.object({
  total_created: z.number().int(),
  last_week_created: z.number().int(),
  last_four_weeks_created: z.number().int(),
  streak_gt5: z.number().int(),
  streak_5: z.number().int(),
  streak_4: z.number().int(),
  streak_3: z.number().int(),
  streak_2: z.number().int(),
  streak_1: z.number().int(),
  streak_0: z.number().int(),
});
export type VocabularyStats = z.infer<typeof VocabularyStatsSchema>;

/** Query of top_fifteen_priority; defaults are the spec's training defaults. */
export const TopPriorityQuerySchema = z
  .object({
    text_age_in_days: z.coerce.number().int().min(0).max(36_500).default(20),
    maximum_streak: z.coerce.number().int().min(0).max(1000).default(2),
    total_vocabularies: z.coerce.number().int().min(0).max(100).default(5),
    known_vocabularies: z.coerce.number().int().min(0).max(100).default(5),
  })
  .refine((q) => q.total_vocabularies >= q.known_vocabularies, {
    message: 'Must be greater than known vocabularies',
    path: ['total_vocabularies'],
  });
export type TopPriorityQuery = z.infer<typeof TopPriorityQuerySchema>;
