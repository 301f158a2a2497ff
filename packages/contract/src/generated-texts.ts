import { z } from 'zod';
import { inputText } from './text.js';
import {
  GenerationStatusSchema,
  LanguageSchema,
  LevelSchema,
  TextTypeSchema,
} from './enums.js';
import { FailureCodeFieldSchema } from './generation-failures.js';
import { ImportedInfoSchema } from './imported-texts.js';
import { MAIN_CHARACTER_MAX_LENGTH, TOPIC_MAX_LENGTH } from './limits.js';
import { pageSchema } from './pagination.js';

/** A text that practises the learner's words asks for at most this many (issue 16). */
export const PRACTICE_WORDS_MAX = 8;

/**
 * The learner's words a text was asked to practise (beyond the spec): `used` is null while the text is
 * being written; `used_forms` are the forms in the text that showed a word was used, for marking.
 */
export const PracticeWordsSchema = z.object({
  asked: z.array(z.string()),
  used: z.array(z.string()).nullable(),
  used_forms: z.array(z.string()),
});
export type PracticeWords = z.infer<typeof PracticeWordsSchema>;

/**
 * How much of a text (or chapter) one learner already knows (issue 36): shares of its running words
 * (tokens: a word met five times counts five times, as Nation's coverage figures do), ignored words counted
 * as known, numbers left out; `new_words` is the number of distinct new forms. The shares add up to 1 (0 for
 * a text without words). Computed on the server with the contract's splitter and the learner's statuses.
 */
export const LevelFitSchema = z.object({
  known_share: z.number().min(0).max(1),
  learning_share: z.number().min(0).max(1),
  new_share: z.number().min(0).max(1),
  new_words: z.number().int().min(0),
});
export type LevelFit = z.infer<typeof LevelFitSchema>;

/** A generated reading text as the API answers it. `image` is a URL or null. */
export const GeneratedTextSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  status: GenerationStatusSchema,
  chatgpt_output: z.string(),
  language: LanguageSchema,
  level: LevelSchema,
  text_type: TextTypeSchema,
  word_number: z.number().int(),
  main_character: z.string(),
  image: z.string().nullable(),
  publicly_visible: z.boolean(),
  view_count: z.number().int(),
  created_at: z.string(),
  creator: z.string(),
  creator_id: z.number().int(),
  /** Beyond the spec: why generation failed for good (status FAILED), else null. */
  error: z.string().nullable(),
  /** Beyond the spec: the stable code of `error` (llm_rate_limited, llm_only_thinking, …), else null. */
  failure_code: FailureCodeFieldSchema,
  /** Beyond the spec: true when the offline demo writer wrote it, so the UI can label it. */
  is_demo: z.boolean(),
  /** Beyond the spec (issue 16): the words "Practise my words" asked for, or null. */
  practice_words: PracticeWordsSchema.nullable(),
  /** Beyond the spec (issue 17): how the learner's own text was imported, or null for a generated one. */
  imported: ImportedInfoSchema.nullable(),
  /**
   * Beyond the spec (issue 18): the creator's profile picture URL, versioned by its last change, or null
   * while they have none, so a card asks for no picture that would answer 404. Absent from older servers.
   */
  creator_pic: z.string().nullable().optional(),
  /**
   * Beyond the spec (issue 36): how much of the text the learner asking knows, or null while it is being
   * written (and for anybody the server cannot measure for). Absent from older servers.
   */
  level_fit: LevelFitSchema.nullable().optional(),
});
export type GeneratedText = z.infer<typeof GeneratedTextSchema>;

export const GeneratedTextPageSchema = pageSchema(GeneratedTextSchema);

/** The top_viewed answer: the most viewed texts the learner may read, most viewed first. */
export const TopViewedTextsSchema = z.array(GeneratedTextSchema);

const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/**
 * Fields of the multipart create form (the image travels as a separate file part). Either a topic or an
 * image is required; the route checks that because the image is not part of these fields.
 */
export const CreateTextFieldsSchema = z.object({
  text_type: TextTypeSchema,
  language: LanguageSchema,
  level: LevelSchema,
  word_number: z.coerce
    .number()
    .int()
    .refine((n) => n === 100 || n === 200 || n === 300, 'Please select a valid option'),
  topic: inputText(TOPIC_MAX_LENGTH).default(''),
  main_character: inputText(MAIN_CHARACTER_MAX_LENGTH).default(''),
  publicly_visible: formBoolean.default(false),
  /** Beyond the spec: "Practise my words", up to PRACTICE_WORDS_MAX due or weakest words of the language. */
  practise_words: formBoolean.default(false),
});
export type CreateTextFields = z.infer<typeof CreateTextFieldsSchema>;

/** Shown when neither a topic nor an image was given (the spec's error_no_topic). */
export const NO_TOPIC_MESSAGE = 'Enter a topic or upload an image';

/** PATCH body: the creator may change visibility and topic; `id` may be echoed but must match. */
export const UpdateTextSchema = z
  .object({
    id: z.number().int().optional(),
    publicly_visible: z.boolean().optional(),
    topic: inputText(TOPIC_MAX_LENGTH).min(1).optional(),
  })
  .strict();
export type UpdateText = z.infer<typeof UpdateTextSchema>;

/** How many texts the statistics judge for "N of your last 10 texts were at your level" (issue 36). */
export const LEVEL_HITS_WINDOW = 10;

export const TextStatsSchema = z.object({
  total_created_texts: z.number().int(),
  last_week_created_texts: z.number().int(),
  total_created_texts_length: z.number().int(),
  /**
   * Beyond the spec (issue 36): of the learner's last `measured` (at most LEVEL_HITS_WINDOW) finished texts
   * and chapters, `at_level` were at their level when they were written: known share at most 3 points under
   * the current `target_known_share` and not above 0.99. Absent from older servers.
   */
  level_hits: z
    .object({
      at_level: z.number().int().min(0),
      measured: z.number().int().min(0),
      target_known_share: z.number(),
    })
    .optional(),
});
export type TextStats = z.infer<typeof TextStatsSchema>;

/** A row id in a path (`…/:id/`): a positive 32-bit integer, as both databases store them. */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 31 - 1) });
export const TextIdParamsSchema = IdParamsSchema;

export const ProfileSchema = z.object({ pic: z.string().nullable() });
export type Profile = z.infer<typeof ProfileSchema>;
