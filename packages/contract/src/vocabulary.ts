import { z } from 'zod';
import { inputText } from './text.js';
import { GenerationStatusSchema, LanguageSchema } from './enums.js';
import { FailureCodeFieldSchema } from './generation-failures.js';
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

/** The sentence a word was met in, and where the word sits in it (start = end = 0: not found in it). */
export const TrainingSentenceSchema = z.object({
  text: z.string(),
  start: z.number().int(),
  end: z.number().int(),
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
  /** Beyond the spec: the sentence the word was last met in, word marked; null without usages. */
  sentence: TrainingSentenceSchema.nullable(),
  error: z.string().nullable(),
  /** The stable code of `error`, else null (beyond the spec). */
  failure_code: FailureCodeFieldSchema,
  created_at: z.string(),
  /** Beyond the spec (issue 34): when FSRS asks for the word again; null before its first review. */
  due_at: z.string().nullable(),
});
export type Vocabulary = z.infer<typeof VocabularySchema>;

export const VocabularyPageSchema = pageSchema(VocabularySchema);

/**
 * Body of add_vocabulary: offsets of one word in the text (chapter_number absent or null = chapter 0),
 * or, beyond the spec, of a phrase: from its first word's start to its last word's end (decision 014).
 */
export const AddVocabularySchema = z
  .object({
    word_start_index: z
      .number()
      .int()
      .min(0)
      .describe('Start (string index) of the word, or of the first word of a phrase'),
    word_end_index: z
      .number()
      .int()
      .min(1)
      .describe('End (exclusive) of the word, or of the last word of a phrase of 2-6 words'),
    chapter_number: z.number().int().min(0).max(10_000).nullable().optional(),
  })
  .strict();
export type AddVocabulary = z.infer<typeof AddVocabularySchema>;

export const UpdateVocabularySchema = z
  .object({
    id: z.number().int().optional(),
    mnemonic: inputText(MNEMONIC_MAX_LENGTH).optional(),
    translation: inputText(TRANSLATION_MAX_LENGTH).min(1).optional(),
  })
  .strict();
export type UpdateVocabulary = z.infer<typeof UpdateVocabularySchema>;

/** A deleted entry can be restored ("Undo", decision 015) for this long; afterwards it is gone for good. */
export const VOCABULARY_RESTORE_WINDOW_MS = 10 * 60_000;

const languageList = z.preprocess(
  (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
  z.array(LanguageSchema).max(10).optional(),
);

/** Orders of the vocabulary list (beyond the spec); `newest` is the spec's, and the default. */
export const VOCABULARY_SORTS = ['newest', 'oldest', 'streak', 'due', 'alphabetical'] as const;
export const VocabularySortSchema = z.enum(VOCABULARY_SORTS);
export type VocabularySort = z.infer<typeof VocabularySortSchema>;
export const VOCABULARY_SEARCH_MAX_LENGTH = 100;

/** The list's filters, shared by the list and its exports. */
export const VocabularyFilterQuerySchema = z.object({
  language: languageList,
  word_languages: languageList,
  generated_text_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  generated_text_created_at_last_days: z.coerce.number().int().min(0).max(36_500).optional(),
  /** Beyond the spec: words whose word, translation or mnemonic contains this (any case). */
  search: inputText(VOCABULARY_SEARCH_MAX_LENGTH).optional(),
  /** Beyond the spec: newest (default), oldest, streak (lowest first), due (soonest first), alphabetical. */
  sort: VocabularySortSchema.optional(),
});

export type VocabularyFilterQuery = z.infer<typeof VocabularyFilterQuerySchema>;

export const VocabularyQuerySchema = VocabularyFilterQuerySchema.extend({
  cursor: z.string().max(200).optional(),
});
export type VocabularyQuery = z.infer<typeof VocabularyQuerySchema>;

export const KnownFormsQuerySchema = z.object({ language: LanguageSchema });
/**
 * The learner's forms in a language (decision 035). A form's status: `ignored` if `ignored` lists it, else
 * learning if `learning` lists it, else known if `forms` lists it, else new.
 */
export const KnownFormsSchema = z.object({
  /** Every form of the learner's vocabulary entries and every form marked known (statuses), sorted. */
  forms: z.array(z.string()),
  /**
   * Beyond the spec: the forms (a subset of `forms`) of words still being learned; the rest are known
   * (streak above TRAINING_DEFAULTS.maximum_streak or FSRS stability of KNOWN_STABILITY_DAYS). A form the
   * learner marked known or ignored by hand is not learning, whatever its entry.
   */
  learning: z.array(z.string()).default([]),
  /** Beyond the spec: forms the learner marked ignored (names, foreign words); level fit counts them as known. */
  ignored: z.array(z.string()).default([]),
});
export type KnownForms = z.infer<typeof KnownFormsSchema>;

/** A word counts as known (level fit) once FSRS would wait this many days or more at 90 % recall. */
export const KNOWN_STABILITY_DAYS = 21;
/** A "due now" session trains at most this many words (the trainer's "top fifteen"). */
export const DUE_SESSION_SIZE = 15;
/** Desired retention (FSRS request_retention): the range a learner may choose, and the default. */
export const DESIRED_RETENTION_MIN = 0.7;
export const DESIRED_RETENTION_MAX = 0.97;
export const DESIRED_RETENTION_DEFAULT = 0.9;

/** Minutes to add to local time to get UTC (Date#getTimezoneOffset), so "today" is the learner's day. */
export const TimezoneOffsetSchema = z.coerce.number().int().min(-840).max(840).default(0);

/** A word to train: a vocabulary entry with its sentence and FSRS schedule (beyond the spec). */
export const TrainingVocabularySchema = VocabularySchema.extend({
  /** Probability of recall now (0-1); 0 before the first review. */
  retrievability: z.number(),
});
export type TrainingVocabulary = z.infer<typeof TrainingVocabularySchema>;

export const DueQuerySchema = z.object({
  /** 0 answers only the counts. */
  limit: z.coerce.number().int().min(0).max(100).default(DUE_SESSION_SIZE),
  tz_offset: TimezoneOffsetSchema,
});
export type DueQuery = z.infer<typeof DueQuerySchema>;

/**
 * GET vocabulary/due/: how many words are due now and by the end of the learner's day, and the most
 * urgent, followed by new words up to the learner's daily limit (issue 35).
 */
export const DueSchema = z.object({
  due_now: z.number().int(),
  due_today: z.number().int(),
  /** Beyond the spec (issue 35): words never trained. Optional for answers of servers before it. */
  new_waiting: z.number().int().optional(),
  /** Beyond the spec (issue 35): how many of them a due session may still start today (new_words_per_day). */
  new_today: z.number().int().optional(),
  results: z.array(TrainingVocabularySchema),
});
export type Due = z.infer<typeof DueSchema>;

export const ProgressQuerySchema = z.object({ tz_offset: TimezoneOffsetSchema });
export type ProgressQuery = z.infer<typeof ProgressQuerySchema>;

const DayCountSchema = z.object({ day: z.string(), count: z.number().int() });

/** GET vocabulary/progress/: the statistics page's charts (beyond the spec), days in the learner's time. */
export const ProgressSchema = z.object({
  /** The last 30 days, oldest first: answers given, and how many of them were 'I know it'. */
  reviews_per_day: z.array(DayCountSchema.extend({ good: z.number().int() })),
  /** The last 30 days, oldest first: words added. */
  words_added_per_day: z.array(DayCountSchema),
  /** Today (with everything overdue) and the next 13 days: reviews FSRS will ask for. */
  due_forecast: z.array(DayCountSchema),
  /** Answers to due reviews in the last 30 days and the share of 'I know it' among them (null: none). */
  retention: z.object({
    due_reviews: z.number().int(),
    good: z.number().int(),
    rate: z.number().nullable(),
    desired: z.number(),
  }),
});
export type Progress = z.infer<typeof ProgressSchema>;

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
