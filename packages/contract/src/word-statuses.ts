import { z } from 'zod';
import { LanguageSchema, type Language } from './enums.js';
import { PLACEMENT_LEVELS, WORD_STATUSES } from './enum-values.js';
import { WORD_STATUS_WORD_MAX_LENGTH, WORD_STATUS_WORDS_MAX } from './limits.js';
import { normalizeWord, splitWords } from './words.js';

/**
 * What a learner knows of a word form (decision 035). `new` is the default and never stored; `learning`
 * is not set by hand: it is a vocabulary entry not yet past the known threshold (KNOWN_STABILITY_DAYS).
 */
export const WordStatusSchema = z.enum(WORD_STATUSES);
export type WordStatus = z.infer<typeof WordStatusSchema>;

// one run of letters (and their marks) is one word in every language we teach: no segmenter needed; an
// elided or truncated form (`l'`, `po'`) is one too, as the reader splits it out of `l'homme`
const PLAIN_WORD = /^[\p{L}\p{M}]+['’]?$/u;

/**
 * The form a status is kept for: `word` normalised (normalizeWord) when it is exactly one word as the
 * reader splits a text of `language`; null for a phrase, a number, or anything with more around the word.
 */
export function wordFormOf(word: string, language: Language): string | null {
  const form = normalizeWord(word.trim());
  if (form.length > WORD_STATUS_WORD_MAX_LENGTH) return null;
  if (PLAIN_WORD.test(form)) return form;
  const spans = splitWords(form, language);
  return spans.length === 1 && spans[0].start === 0 && spans[0].end === form.length ? form : null;
}

/** Body of `POST word_statuses/`: the forms (normalised with normalizeWord on the server) and their new status. */
export const SetWordStatusesSchema = z
  .object({
    language: LanguageSchema,
    words: z
      .array(z.string().trim().min(1).max(WORD_STATUS_WORD_MAX_LENGTH))
      .min(1)
      .max(WORD_STATUS_WORDS_MAX),
    status: WordStatusSchema,
  })
  .strict();
export type SetWordStatuses = z.infer<typeof SetWordStatusesSchema>;

/** `changed`: forms whose status changed (a form already at that status, or a phrase or number, is not counted). */
export const SetWordStatusesResultSchema = z.object({ changed: z.number().int().min(0) });
export type SetWordStatusesResult = z.infer<typeof SetWordStatusesResultSchema>;

export const PlacementLevelSchema = z.enum(PLACEMENT_LEVELS);
export type PlacementLevel = z.infer<typeof PlacementLevelSchema>;

export const WordStatusStatsQuerySchema = z.object({ language: LanguageSchema });
/** Distinct forms; `known` includes the forms of vocabulary entries past the known threshold. */
export const WordStatusStatsSchema = z.object({
  language: LanguageSchema,
  known: z.number().int().min(0),
  learning: z.number().int().min(0),
  ignored: z.number().int().min(0),
  /** Beyond the issue: the last placement level run in this language (still in effect), or null. */
  placement_level: PlacementLevelSchema.nullable(),
});
export type WordStatusStats = z.infer<typeof WordStatusStatsSchema>;

/** `GET word_statuses/languages/`: the stats of every language the learner has statuses or vocabulary in. */
export const WordStatusLanguagesSchema = z.object({ languages: z.array(WordStatusStatsSchema) });
export type WordStatusLanguages = z.infer<typeof WordStatusLanguagesSchema>;

export const PlacementSchema = z.object({ language: LanguageSchema, level: PlacementLevelSchema }).strict();
export type Placement = z.infer<typeof PlacementSchema>;
/** `frequency_list_size` 0: there is no frequency list for that language, and nothing was marked. */
export const PlacementResultSchema = z.object({
  marked_known: z.number().int().min(0),
  frequency_list_size: z.number().int().min(0),
});
export type PlacementResult = z.infer<typeof PlacementResultSchema>;

/** `DELETE word_statuses/placement/?language=`: forms placement marked and nothing else has since, back to new. */
export const ClearPlacementQuerySchema = z.object({ language: LanguageSchema });
export const ClearPlacementResultSchema = z.object({ cleared: z.number().int().min(0) });
export type ClearPlacementResult = z.infer<typeof ClearPlacementResultSchema>;

/** Body of `POST generated_texts/{id}/mark_read/`: absent or null chapter_number = the whole text's chapter 0. */
export const MarkReadSchema = z
  .object({ chapter_number: z.number().int().min(0).nullable().optional() })
  .strict();
export type MarkRead = z.infer<typeof MarkReadSchema>;
export const MarkReadResultSchema = z.object({
  marked_known: z.number().int().min(0),
  /** The forms marked known by this call, so the client can undo with `status: 'new'`. */
  words: z.array(z.string()),
});
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

/** `GET word_statuses/history/?language=&tz_offset=`: known forms (statuses) at the end of each day with a change. */
export const KnownHistoryQuerySchema = z.object({
  language: LanguageSchema,
  tz_offset: z.coerce.number().int().min(-840).max(840).default(0),
});
export const KnownHistorySchema = z.object({
  language: LanguageSchema,
  days: z.array(z.object({ date: z.string(), known: z.number().int().min(0) })),
});
export type KnownHistory = z.infer<typeof KnownHistorySchema>;

/** A plain word list to import as known: one word per line, at most WORD_STATUS_WORDS_MAX lines. */
export const WORD_LIST_MAX_LENGTH = 1_000_000;
/** A line break in any convention: \r\n, \n or \r. */
export const WORD_LIST_LINE_BREAK = /\r\n?|\n/;

/** Lines past the limit are found while counting, not after splitting the whole text. */
function lineCountAtMost(text: string, limit: number): boolean {
  const breaks = new RegExp(WORD_LIST_LINE_BREAK.source, 'g');
  let lines = 1;
  while (breaks.exec(text) !== null) {
    lines += 1;
    if (lines > limit) return false;
  }
  return true;
}

/**
 * Body of `POST word_statuses/import/` (issue 34, "import known words"): the words are marked known where
 * they are new, never over an ignored word or a vocabulary entry, like finishing a text.
 */
export const ImportKnownWordsSchema = z
  .object({
    language: LanguageSchema,
    content: z
      .string()
      .min(1)
      .max(WORD_LIST_MAX_LENGTH)
      .refine(
        (text) => lineCountAtMost(text, WORD_STATUS_WORDS_MAX),
        `At most ${WORD_STATUS_WORDS_MAX} lines.`,
      ),
  })
  .strict();
export type ImportKnownWords = z.infer<typeof ImportKnownWordsSchema>;
/**
 * `marked_known`: forms newly known (every word of a line counts: `der Hund` is `der` and `hund`);
 * `unchanged`: forms that were known, ignored or in the vocabulary already, or repeated; `skipped`: lines
 * without a word (a number). Empty lines are not counted.
 */
export const ImportKnownWordsResultSchema = z.object({
  marked_known: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  skipped: z.number().int().min(0),
});
export type ImportKnownWordsResult = z.infer<typeof ImportKnownWordsResultSchema>;
