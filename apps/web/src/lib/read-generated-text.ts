import {
  GENERATION_STATUSES,
  LANGUAGES,
  LEVELS,
  TEXT_TYPES,
  type GeneratedText,
  type Page,
} from '@reeprise/contract';

// the contract keeps these two lists beside their zod schemas (generation-failures.ts, imported-texts.ts):
// importing them from there would bring zod along; read-generated-text.test.ts holds them equal
export const FAILURE_CODES: readonly string[] = [
  'llm_rate_limited',
  'llm_timeout',
  'llm_unavailable',
  'llm_invalid_output',
  'llm_only_thinking',
  'llm_refused',
  'llm_cancelled',
  'generation_failed',
  'translation_failed',
];
export const IMPORT_SOURCES: readonly string[] = ['paste', 'file', 'url'];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown) => Number.isSafeInteger(value);
const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isNullableString = (value: unknown) => value === null || isString(value);
const isOneOf = (values: readonly (string | number)[], value: unknown) => values.includes(value as string);
const isStringArray = (value: unknown) => Array.isArray(value) && value.every(isString);

function isPracticeWords(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value)) return false;
  return (
    isStringArray(value.asked) &&
    (value.used === null || isStringArray(value.used)) &&
    isStringArray(value.used_forms)
  );
}

function isImportedInfo(value: unknown): boolean {
  if (value === null) return true;
  if (!isObject(value)) return false;
  return (
    isOneOf(IMPORT_SOURCES, value.source) &&
    isNullableString(value.url) &&
    isBoolean(value.level_given) &&
    (value.contents === undefined || value.contents === null || isContents(value.contents))
  );
}

/** Issue 35: an imported book's chapter titles and parts (ContentsEntrySchema). */
const isContents = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (entry) =>
      isObject(entry) &&
      isNullableString(entry.title) &&
      isInt(entry.part) &&
      isInt(entry.parts) &&
      (entry.part as number) >= 1 &&
      (entry.parts as number) >= 1,
  );

/**
 * A text checked by hand, to the rules of GeneratedTextSchema: the text list and the reader load no zod
 * on their first paint (decisions 021, 022). read-generated-text.test.ts holds the two to the same verdicts.
 * Unknown fields are kept rather than stripped: nothing reads them.
 */
export function readGeneratedText(json: unknown): GeneratedText | undefined {
  if (!isObject(json)) return undefined;
  const valid =
    isInt(json.id) &&
    isString(json.topic) &&
    isOneOf(GENERATION_STATUSES, json.status) &&
    isString(json.chatgpt_output) &&
    isOneOf(LANGUAGES, json.language) &&
    isOneOf(LEVELS, json.level) &&
    isOneOf(TEXT_TYPES, json.text_type) &&
    isInt(json.word_number) &&
    isString(json.main_character) &&
    isNullableString(json.image) &&
    isBoolean(json.publicly_visible) &&
    isInt(json.view_count) &&
    isString(json.created_at) &&
    isString(json.creator) &&
    isInt(json.creator_id) &&
    isNullableString(json.error) &&
    (json.failure_code === undefined ||
      json.failure_code === null ||
      isOneOf(FAILURE_CODES, json.failure_code)) &&
    isBoolean(json.is_demo) &&
    isPracticeWords(json.practice_words) &&
    isImportedInfo(json.imported) &&
    (json.creator_pic === undefined || isNullableString(json.creator_pic));
  return valid ? (json as GeneratedText) : undefined;
}

/** A list of texts (top_viewed), or undefined when any of them is not one. */
export function readGeneratedTexts(json: unknown): GeneratedText[] | undefined {
  if (!Array.isArray(json)) return undefined;
  const texts = json.map(readGeneratedText);
  return texts.every((text) => text !== undefined) ? texts : undefined;
}

/** A cursor page of texts, to the rules of GeneratedTextPageSchema. */
export function readGeneratedTextPage(json: unknown): Page<GeneratedText> | undefined {
  if (!isObject(json) || !isNullableString(json.next) || !isNullableString(json.previous)) return undefined;
  const results = readGeneratedTexts(json.results);
  return results ? (json as Page<GeneratedText>) : undefined;
}
