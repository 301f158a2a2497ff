import { GENERATION_STATUSES, LANGUAGES, type Page, type Vocabulary } from '@reeprise/contract';

import { FAILURE_CODES } from './read-generated-text';

// The reader and the trainer paint without zod (decisions 022, 023): the vocabulary answers they need
// first are checked by hand to the rules of VocabularySchema and VocabularyPageSchema;
// read-vocabulary.test.ts holds the two to the same verdicts. Unknown fields are kept rather than
// stripped: nothing reads them.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown) => Number.isSafeInteger(value);
const isString = (value: unknown) => typeof value === 'string';
const isNullableString = (value: unknown) => value === null || isString(value);
const isOneOf = (values: readonly string[], value: unknown) => values.includes(value as string);

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

/** A vocabulary entry, to the rules of VocabularySchema. */
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
    Array.isArray(json.forms) &&
    json.forms.every(isString) &&
    Array.isArray(json.usages) &&
    json.usages.every(isUsage) &&
    isSentence(json.sentence) &&
    isNullableString(json.error) &&
    (json.failure_code === undefined ||
      json.failure_code === null ||
      isOneOf(FAILURE_CODES, json.failure_code)) &&
    isString(json.created_at) &&
    isNullableString(json.due_at);
  return valid ? (json as Vocabulary) : undefined;
}

/** A cursor page of entries, to the rules of VocabularyPageSchema. */
export function readVocabularyPage(json: unknown): Page<Vocabulary> | undefined {
  if (!isObject(json) || !isNullableString(json.next) || !isNullableString(json.previous)) return undefined;
  const { results } = json;
  if (!Array.isArray(results) || !results.every((entry) => readVocabulary(entry) !== undefined))
    return undefined;
  return json as Page<Vocabulary>;
}
