import { z } from 'zod';
import { inputText } from './text.js';
import { LanguageSchema, MotherTongueSchema } from './enums.js';

/** Longest word a dictionary lookup accepts; longer input is not a word. */
export const DICTIONARY_WORD_MAX_LENGTH = 100;
/** At most this many entries answer one lookup. */
export const DICTIONARY_LOOKUP_LIMIT = 10;

/** `GET /api/reeprise/dictionary/lookup/`: the clicked form in the text's language. */
export const DictionaryLookupQuerySchema = z.object({
  language: LanguageSchema,
  word: inputText(DICTIONARY_WORD_MAX_LENGTH).pipe(z.string().min(1, 'Give the word to look up.')),
});
export type DictionaryLookupQuery = z.infer<typeof DictionaryLookupQuerySchema>;

/** One dictionary entry: the headword found, which form of the click matched it, and its text. */
export const DictionaryEntrySchema = z.object({
  headword: z.string(),
  /** The lower-case form that matched: the clicked form itself or one of its base forms (`hablaban` → `hablar`). */
  matched_form: z.string(),
  definition: z.string(),
  dictionary: z.string(),
  /**
   * The language the entry translates into: the mother tongue, or English where no dictionary into the
   * mother tongue knows the word (issue 35), shown marked with its language.
   */
  translates_into: MotherTongueSchema,
});
export type DictionaryEntry = z.infer<typeof DictionaryEntrySchema>;

/** Entries from the offline dictionaries for the text's language into the learner's mother tongue. */
export const DictionaryLookupSchema = z.object({
  language: LanguageSchema,
  mother_tongue: MotherTongueSchema,
  entries: z.array(DictionaryEntrySchema),
});
export type DictionaryLookup = z.infer<typeof DictionaryLookupSchema>;
