import { GENERATION_STATUSES, type Chapter } from '@reeprise/contract';
import { FAILURE_CODES } from '@/lib/read-generated-text';

/*
 * The reader's chapter answer checked by hand to the rules of ChapterSchema (its vocabulary answers:
 * lib/read-vocabulary.ts): the reader paints without zod (decision 022). read-reader-answers.test.ts holds each check to its schema's verdicts.
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
