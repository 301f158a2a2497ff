import { GENERATION_STATUSES, LANGUAGES, type Chapter, type Page, type Vocabulary } from '@reeprise/contract';
import { FAILURE_CODES } from '@/lib/read-generated-text';

/*
 * The reader's answers checked by hand, to the rules of the contract's schemas: the reader paints
 * without zod (decision 022). read-reader-answers.test.ts holds each check to its schema's verdicts.
 * Unknown fields are kept rather than stripped: nothing reads them.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown) => Number.isSafeInteger(value);
const isString = (value: unknown) => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || isString(value);
const isOneOf = (values: readonly string[], value: unknown) => values.includes(value as string);
const isStringArray = (value: unknown) => Array.isArray(value) && value.every(isString);
const isFailureCode = (value: unknown) => value === undefined || value === null || isOneOf(FAILURE_CODES, value);

function isUsage(value: unknown): boolean {
  return (
    isObject(value) &&
    isInt(value.generated_text_id) &&
    (value.chapter_id === null || isInt(value.chapter_id)) &&
    isInt(value.chapter_number) &&
    isInt(value.start_idx) &&
    isInt(value.end_idx)
  );
}

function isSentence(value: unknown): boolean {
  if (value === null) return true;
  return isObject(value) && isString(value.text) && isInt(value.start) && isInt(value.end);
}

/** An entry of the learner's vocabulary, to the rules of VocabularySchema. */
export function readVocabulary(json: unknown): Vocabulary | undefined {
  if (!isObject(json)) return undefined;
  const valid =
    isInt(json.id) &&
    isString(json.word) &&
    isString(json.translation) &&
    isString(json.mnemonic) &&
    isInt(json.winning_streak) &&
    isOneOf(GENERATION_STATUSES, json.status) &&
    isOneOf(LANGUAGES, json.language) &&
    isString(json.part_of_speech) &&
    isStringArray(json.forms) &&
    Array.isArray(json.usages) &&
    json.usages.every(isUsage) &&
    isSentence(json.sentence) &&
    isNullableString(json.error) &&
    isFailureCode(json.failure_code) &&
    isString(json.created_at);
  return valid ? (json as Vocabulary) : undefined;
}

/** A cursor page of entries, to the rules of VocabularyPageSchema. */
export function readVocabularyPage(json: unknown): Page<Vocabulary> | undefined {
  if (!isObject(json) || !isNullableString(json.next) || !isNullableString(json.previous)) return undefined;
  if (!Array.isArray(json.results)) return undefined;
  return json.results.every((entry) => readVocabulary(entry) !== undefined) ? (json as Page<Vocabulary>) : undefined;
}

/** A chapter, to the rules of ChapterSchema. */
export function readChapter(json: unknown): Chapter | undefined {
  if (!isObject(json)) return undefined;
  const valid =
    isInt(json.id) &&
    isInt(json.generated_text_id) &&
    isInt(json.counter) &&
    isInt(json.chapter_number) &&
    isOneOf(GENERATION_STATUSES, json.status) &&
    isString(json.content) &&
    isStringArray(json.words) &&
    isStringArray(json.used_words) &&
    isStringArray(json.used_forms) &&
    isNullableString(json.error) &&
    isFailureCode(json.failure_code);
  return valid ? (json as Chapter) : undefined;
}
