import { z } from 'zod';
import { inputText } from './text.js';
import { GenerationStatusSchema } from './enums.js';
import { FailureCodeFieldSchema } from './generation-failures.js';
import { LevelFitSchema } from './generated-texts.js';

/** Which way a rewrite moves a text's level (issue 36). */
export const REWRITE_DIRECTIONS = ['easier', 'harder'] as const;
export const RewriteDirectionSchema = z.enum(REWRITE_DIRECTIONS);
export type RewriteDirection = z.infer<typeof RewriteDirectionSchema>;

/** What a rewritten chapter retells: chapter `chapter_number` (0 = the text itself), made easier or harder. */
export const RewrittenFromSchema = z.object({
  chapter_number: z.number().int().min(0),
  direction: RewriteDirectionSchema,
});
export type RewrittenFrom = z.infer<typeof RewrittenFromSchema>;

export const CHAPTER_WORD_MAX_LENGTH = 60;
export const CHAPTER_WORDS_MAX = 20;

/** Chapter 0 is the original text; generated chapters are 1, 2, … (`counter` = `chapter_number`). */
export const ChapterSchema = z.object({
  id: z.number().int(),
  generated_text_id: z.number().int(),
  counter: z.number().int(),
  chapter_number: z.number().int(),
  status: GenerationStatusSchema,
  content: z.string(),
  /** The words the chapter was asked to use, and those it actually used (beyond the spec). */
  words: z.array(z.string()),
  used_words: z.array(z.string()),
  /** The forms in the content that showed the words were used (matched by the learner's forms), for marking. */
  used_forms: z.array(z.string()),
  error: z.string().nullable(),
  /** The stable code of `error`, else null (beyond the spec). */
  failure_code: FailureCodeFieldSchema,
  /** Issue 36: how much of the chapter the learner asking knows; null while it is being written. */
  level_fit: LevelFitSchema.nullable().optional(),
  /** Issue 36: the chapter this one retells at another level, or null for a continuation of the story. */
  rewritten_from: RewrittenFromSchema.nullable().optional(),
});
export type Chapter = z.infer<typeof ChapterSchema>;

export const ChapterParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2 ** 31 - 1),
  n: z.coerce.number().int().min(0).max(10_000),
});

/** Body of generate_chapter: the words the new chapter should use. */
export const GenerateChapterSchema = z
  .object({
    words: z
      .array(inputText(CHAPTER_WORD_MAX_LENGTH).min(1, 'A word must not be empty.'))
      .min(1, 'Select at least one word.')
      .max(CHAPTER_WORDS_MAX, `Select at most ${CHAPTER_WORDS_MAX} words.`),
  })
  .strict();
export type GenerateChapter = z.infer<typeof GenerateChapterSchema>;

export const GenerateChapterResponseSchema = z.object({
  generated_text_id: z.number().int(),
  counter: z.number().int(),
});

/** Body of rewrite: retell the text (or chapter `chapter_number`, default 0 = the text) easier or harder. */
export const RewriteTextSchema = z
  .object({
    direction: RewriteDirectionSchema,
    chapter_number: z.number().int().min(0).max(10_000).optional(),
  })
  .strict();
export type RewriteText = z.infer<typeof RewriteTextSchema>;
