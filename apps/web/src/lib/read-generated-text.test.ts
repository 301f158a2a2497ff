import {
  GENERATION_FAILURES,
  GeneratedTextPageSchema,
  GeneratedTextSchema,
  ImportSourceSchema,
} from '@reeprise/contract';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import {
  FAILURE_CODES,
  IMPORT_SOURCES,
  readGeneratedText,
  readGeneratedTextPage,
  readGeneratedTexts,
} from './read-generated-text';

const text = {
  id: 12,
  topic: 'Un viaggio',
  status: 'COMPLETE',
  chatgpt_output: 'Ogni mattina Giulia prende il treno.',
  language: 'ITALIAN',
  level: 'A2',
  text_type: 'STORY',
  word_number: 100,
  main_character: '',
  image: null,
  publicly_visible: false,
  view_count: 0,
  created_at: '2026-11-22T10:00:00.000Z',
  creator: 'ada',
  creator_id: 7,
  error: null,
  failure_code: null,
  is_demo: false,
  practice_words: null,
  imported: null,
  creator_pic: null,
};

// one change per field: a valid other value and invalid ones, each judged by both
const variants: [string, Record<string, unknown>][] = [
  ['a valid text', {}],
  ['extra fields', { owner_email: 'ada@example.org' }],
  [
    'a picture and a creator picture',
    { image: '/api/reeprise/generated_texts/12/image/', creator_pic: '/p?v=1' },
  ],
  ['no creator_pic field (an older server)', { creator_pic: undefined }],
  ['a failed text with its code', { status: 'FAILED', error: 'Busy', failure_code: 'llm_rate_limited' }],
  ['no failure_code field', { failure_code: undefined }],
  ['an unknown failure code', { failure_code: 'llm_bored' }],
  ['practice words', { practice_words: { asked: ['casa'], used: null, used_forms: [] } }],
  ['used practice words', { practice_words: { asked: ['casa'], used: ['casa'], used_forms: ['case'] } }],
  ['practice words without used_forms', { practice_words: { asked: ['casa'], used: null } }],
  ['practice words of numbers', { practice_words: { asked: [1], used: null, used_forms: [] } }],
  ['an imported text', { imported: { source: 'url', url: 'https://example.org', level_given: false } }],
  ['an imported text of an unknown source', { imported: { source: 'fax', url: null, level_given: true } }],
  ['an imported text without level_given', { imported: { source: 'paste', url: null } }],
  ['a fractional id', { id: 1.5 }],
  ['an id as text', { id: '12' }],
  ['a missing topic', { topic: undefined }],
  ['an unknown status', { status: 'DONE' }],
  ['an unknown language', { language: 'KLINGON' }],
  ['an unknown level', { level: 'D1' }],
  ['an unknown text type', { text_type: 'POEM' }],
  ['a word number as text', { word_number: '100' }],
  ['a null main character', { main_character: null }],
  ['a picture as a number', { image: 5 }],
  ['publicly_visible as text', { publicly_visible: 'true' }],
  ['a null view count', { view_count: null }],
  ['a date as a number', { created_at: 0 }],
  ['a null creator', { creator: null }],
  ['a creator id as text', { creator_id: '7' }],
  ['an error as a number', { error: 1 }],
  ['a null is_demo', { is_demo: null }],
  ['a creator picture as a number', { creator_pic: 5 }],
  ['a missing chatgpt_output', { chatgpt_output: undefined }],
];

describe('readGeneratedText', () => {
  test.each(variants)('judges %s as GeneratedTextSchema does', (_case, change) => {
    const json = { ...text, ...change };
    expect(readGeneratedText(json) !== undefined).toBe(GeneratedTextSchema.safeParse(json).success);
  });

  test.each([null, 'text', [text], 12])('refuses %j as the schema does', (json) => {
    expect(readGeneratedText(json)).toBeUndefined();
    expect(GeneratedTextSchema.safeParse(json).success).toBe(false);
  });

  test('a valid text is passed on as it came', () => {
    expect(readGeneratedText(text)).toEqual(GeneratedTextSchema.parse(text));
  });

  test("the hand-kept lists are the contract's", () => {
    expect([...FAILURE_CODES].sort()).toEqual(Object.keys(GENERATION_FAILURES).sort());
    expect([...IMPORT_SOURCES].sort()).toEqual([...ImportSourceSchema.options].sort());
  });
});

describe('readGeneratedTextPage and readGeneratedTexts', () => {
  const page = { results: [text], next: 'http://x/?cursor=abc', previous: null };
  test.each<[string, unknown]>([
    ['a page', page],
    ['an empty last page', { results: [], next: null, previous: null }],
    ['a page with one bad text', { ...page, results: [text, { ...text, level: 'D1' }] }],
    ['a page without previous', { results: [text], next: null }],
    ['a next that is no string', { ...page, next: 5 }],
    ['results that are no list', { ...page, results: text }],
    ['null', null],
  ])('judges %s as GeneratedTextPageSchema does', (_case, json) => {
    expect(readGeneratedTextPage(json) !== undefined).toBe(GeneratedTextPageSchema.safeParse(json).success);
  });

  test.each<[string, unknown]>([
    ['a list', [text, { ...text, id: 13 }]],
    ['an empty list', []],
    ['a list with a bad text', [text, { ...text, status: 'DONE' }]],
    ['an object', { results: [text] }],
  ])('judges %s as an array of GeneratedTextSchema does', (_case, json) => {
    expect(readGeneratedTexts(json) !== undefined).toBe(z.array(GeneratedTextSchema).safeParse(json).success);
  });
});
