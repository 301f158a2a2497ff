import { z } from 'zod';
import { LanguageSchema } from './enums.js';
import { VocabularyFilterQuerySchema } from './vocabulary.js';

/** Columns of a vocabulary export, in order (issue 19 §3); the header row names them so. */
export const EXPORT_COLUMNS = [
  'word',
  'translation',
  'mnemonic',
  'part of speech',
  'language',
  'sentence',
  'streak',
  'due',
] as const;

export const ExchangeFormatSchema = z.enum(['csv', 'tsv']);
export type ExchangeFormat = z.infer<typeof ExchangeFormatSchema>;

/** Formats of GET vocabulary/export/: the two delimited ones and an Anki deck (issue 19 §3). */
export const ExportFormatSchema = z.enum(['csv', 'tsv', 'apkg']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/** GET vocabulary/export/: the list's filters and order, and the file format (CSV by default, or an Anki deck). */
export const VocabularyExportQuerySchema = VocabularyFilterQuerySchema.extend({
  format: ExportFormatSchema.default('csv'),
});
export type VocabularyExportQuery = z.infer<typeof VocabularyExportQuerySchema>;

/** GET vocabulary/export/counts/: the list's search (beyond the spec); every language is counted. */
export const ExportCountsQuerySchema = VocabularyFilterQuerySchema.pick({ search: true });
export type ExportCountsQuery = z.infer<typeof ExportCountsQuerySchema>;

/**
 * What an export would hold (issue 35): the learner's words matching the search, in all and per
 * language (only languages with words, in LANGUAGES order), so the export menu can say "47 Spanish
 * words" and offer all languages.
 */
export const ExportCountsSchema = z.object({
  total: z.number().int(),
  languages: z.array(z.object({ language: LanguageSchema, count: z.number().int() })),
});
export type ExportCounts = z.infer<typeof ExportCountsSchema>;

/** An import file as sent (UTF-8 text): at most this long and this many rows. */
export const IMPORT_CONTENT_MAX_LENGTH = 4_000_000;
export const IMPORT_MAX_ROWS = 20_000;
/** A word longer than this is no word: its row is skipped. */
export const IMPORTED_WORD_MAX_LENGTH = 100;

/**
 * The fields a column can fill; `word` is required. A sentence is not imported: sentences belong to the
 * texts a word was met in, and an imported word was met in none here.
 */
export const IMPORT_FIELDS = ['word', 'translation', 'mnemonic', 'part_of_speech', 'language'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

const column = z.number().int().min(0).max(200).nullable().optional();

/** Which column (0-based) fills each field; null or absent: none. */
export const ImportMappingSchema = z
  .object({
    word: z.number().int().min(0).max(200),
    translation: column,
    mnemonic: column,
    part_of_speech: column,
    language: column,
  })
  .strict();
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

const content = z.string().min(1).max(IMPORT_CONTENT_MAX_LENGTH);

/** POST vocabulary/import/preview/: the file's text. */
export const ImportPreviewBodySchema = z.object({ content }).strict();

/** What the file holds: its format, header, first rows and a suggested mapping (nothing stored). */
export const ImportPreviewSchema = z.object({
  format: ExchangeFormatSchema,
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  row_count: z.number().int(),
  mapping: ImportMappingSchema.nullable(),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

/**
 * POST vocabulary/import/: the file's text, the mapping, and the language of rows that name none.
 * `as_known` (issue 34): the words are marked known (word statuses) instead of added to the vocabulary.
 */
export const ImportBodySchema = z
  .object({
    content,
    mapping: ImportMappingSchema,
    language: LanguageSchema.optional(),
    as_known: z.boolean().optional(),
  })
  .strict();
export type ImportBody = z.infer<typeof ImportBodySchema>;

export const IMPORT_SKIP_REASONS = [
  'no_word',
  'word_too_long',
  'unknown_language',
  'field_too_long',
  'forbidden_characters',
  /** As known only: the word cell holds no word (a number). */
  'not_a_word',
] as const;

/**
 * What an import did: new words, words merged into one of the same form, rows skipped and why. Imported
 * as known, every word of a word cell counts (`der Hund` is `der` and `hund`): `added` counts the forms
 * newly marked known, `merged` the forms that were known, ignored or in the vocabulary already, or repeated.
 */
export const ImportReportSchema = z.object({
  added: z.number().int(),
  merged: z.number().int(),
  skipped: z.number().int(),
  /** The first skipped rows: each row's number in the file, the header being row 1. */
  skipped_rows: z.array(z.object({ row: z.number().int(), reason: z.enum(IMPORT_SKIP_REASONS) })),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

/** An uploaded Anki package (.apkg or .colpkg) is refused above this size, while it streams in. */
export const ANKI_FILE_MAX_BYTES = 50 * 1024 * 1024;

/**
 * One note type of an Anki package as an import sees it: its field names are the columns, its first
 * notes (HTML stripped to text, `[sound:…]` removed) the sample rows, with a mapping suggested from
 * the field names.
 */
export const AnkiNoteTypePreviewSchema = z.object({
  /** Anki's id of the note type (a 64-bit integer, as a string). */
  id: z.string(),
  name: z.string(),
  columns: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  row_count: z.number().int(),
  mapping: ImportMappingSchema.nullable(),
});
export type AnkiNoteTypePreview = z.infer<typeof AnkiNoteTypePreviewSchema>;

/** POST vocabulary/import/anki/preview/: what the package holds, note types with most notes first. */
export const AnkiImportPreviewSchema = z.object({
  /** Which collection of the package was read: the current zstd one (anki21b) or a legacy one. */
  collection: z.enum(['anki21b', 'anki21', 'anki2']),
  note_types: z.array(AnkiNoteTypePreviewSchema),
});
export type AnkiImportPreview = z.infer<typeof AnkiImportPreviewSchema>;

/** The form fields of an Anki import beside its file (multipart: the mapping travels as JSON text). */
export const AnkiImportFieldsSchema = z
  .object({
    note_type: z.string().regex(/^-?\d{1,20}$/, 'A note type id.'),
    mapping: z.string().min(2).max(1000),
    language: LanguageSchema.optional(),
    /** 'true': mark the words known instead of adding them (issue 34), as ImportBody's as_known. */
    as_known: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type AnkiImportFields = z.infer<typeof AnkiImportFieldsSchema>;

/** The preview's form: the file only. */
export const AnkiPreviewFieldsSchema = z.object({}).strict();
