import { z } from 'zod';
import { LanguageSchema, LevelSchema } from './enums.js';
import { TOPIC_MAX_LENGTH } from './limits.js';
import { inputText } from './text.js';

/** An uploaded file (.txt, .md, .epub, .html) may be at most this large. */
export const IMPORT_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** A pasted text may be at most this many characters. */
export const IMPORT_TEXT_MAX_CHARS = 1_000_000;
/** One imported text (all its chapters) may hold at most this many words: a long novel. */
export const IMPORT_WORDS_MAX = 150_000;
/** A web address may be at most this long. */
export const IMPORT_URL_MAX_LENGTH = 2000;
/** The file types an import accepts, by extension (the browser's file picker filter). */
export const IMPORT_FILE_EXTENSIONS = [
  '.txt',
  '.md',
  '.markdown',
  '.epub',
  '.html',
  '.htm',
  '.xhtml',
] as const;

/** Where an imported text came from. */
export const ImportSourceSchema = z.enum(['paste', 'file', 'url']);
export type ImportSource = z.infer<typeof ImportSourceSchema>;

/**
 * Beyond the spec (issue 17): how a learner's own text was imported; null on generated texts. `url` is the
 * page a web-address import was read from; `level_given` is false when the learner chose no level (the
 * spec's `level` then holds a placeholder the UI does not show).
 */
/**
 * One chapter of an imported book as its table of contents names it (issue 35): the book's own chapter
 * title (null: none), and `part` of `parts` when the chapter was too long for one reading and was split.
 */
export const ContentsEntrySchema = z.object({
  title: z.string().nullable(),
  part: z.number().int().min(1),
  parts: z.number().int().min(1),
});
export type ContentsEntry = z.infer<typeof ContentsEntrySchema>;

export const ImportedInfoSchema = z.object({
  source: ImportSourceSchema,
  url: z.string().nullable(),
  level_given: z.boolean(),
  /**
   * Issue 35: the chapters' titles, index = chapter number (0 = the text itself), when the source named
   * any (an EPUB's navigation, a page's headings); null or absent: none, the reader numbers them.
   */
  contents: z.array(ContentsEntrySchema).nullable().optional(),
});
export type ImportedInfo = z.infer<typeof ImportedInfoSchema>;

const formBoolean = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * What to import, one of: `text` (pasted), a `file` part (multipart), or `url` (fetched by the server).
 * Sent as JSON (paste, url) or as a multipart form (file).
 */
const ImportSourceFieldsSchema = z.object({
  text: z.string().max(IMPORT_TEXT_MAX_CHARS, 'The text is too long.').optional(),
  url: z.preprocess(emptyAsUndefined, z.string().trim().max(IMPORT_URL_MAX_LENGTH).optional()),
});

/** Fields of the import form. The title may be empty: the file's or page's own title is taken. */
export const ImportTextFieldsSchema = ImportSourceFieldsSchema.extend({
  language: LanguageSchema,
  level: z.preprocess(emptyAsUndefined, LevelSchema.optional()),
  title: inputText(TOPIC_MAX_LENGTH).default(''),
  publicly_visible: formBoolean.default(false),
});
export type ImportTextFields = z.infer<typeof ImportTextFieldsSchema>;

/** Fields of the 'detect' call: the same source, nothing stored. */
export const DetectImportFieldsSchema = ImportSourceFieldsSchema;
export type DetectImportFields = z.infer<typeof DetectImportFieldsSchema>;

/** What an import would give: its title, a suggested language (null: no guess), words and chapters. */
export const ImportDetectionSchema = z.object({
  title: z.string(),
  language: LanguageSchema.nullable(),
  word_count: z.number().int(),
  chapter_count: z.number().int(),
});
export type ImportDetection = z.infer<typeof ImportDetectionSchema>;
