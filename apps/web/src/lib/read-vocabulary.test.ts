import { VocabularyPageSchema, VocabularySchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readVocabulary, readVocabularyPage } from './read-vocabulary';

const entry = {
  id: 3,
  word: 'casa',
  translation: 'house',
  mnemonic: 'a house in a case',
  winning_streak: 2,
  status: 'COMPLETE',
  language: 'SPANISH',
  part_of_speech: 'noun',
  forms: ['casa', 'casas'],
  usages: [{ generated_text_id: 12, chapter_id: null, chapter_number: 0, start_idx: 4, end_idx: 8 }],
  sentence: { text: 'La casa es roja.', start: 3, end: 7 },
  error: null,
  failure_code: null,
  created_at: '2026-11-22T10:00:00.000Z',
};

// one change per field: a valid other value and invalid ones, each judged by both
const variants: [string, Record<string, unknown>][] = [
  ['a valid entry', {}],
  ['extra fields', { due_at: null }],
  ['a pending entry', { status: 'PENDING', translation: '', mnemonic: '' }],
  ['a failed entry with its code', { status: 'FAILED', error: 'Busy', failure_code: 'llm_rate_limited' }],
  ['no failure_code field', { failure_code: undefined }],
  ['an unknown failure code', { failure_code: 'llm_bored' }],
  ['no sentence', { sentence: null }],
  ['a sentence without its end', { sentence: { text: 'La casa', start: 3 } }],
  [
    'a chapter usage',
    { usages: [{ generated_text_id: 12, chapter_id: 4, chapter_number: 2, start_idx: 0, end_idx: 4 }] },
  ],
  [
    'a usage without chapter_id',
    { usages: [{ generated_text_id: 12, chapter_number: 0, start_idx: 0, end_idx: 4 }] },
  ],
  [
    'a usage with a fractional index',
    { usages: [{ generated_text_id: 12, chapter_id: null, chapter_number: 0, start_idx: 0.5, end_idx: 4 }] },
  ],
  ['forms of numbers', { forms: [1, 2] }],
  ['no forms', { forms: undefined }],
  ['an unknown language', { language: 'KLINGON' }],
  ['an unknown status', { status: 'DONE' }],
  ['a fractional streak', { winning_streak: 1.5 }],
  ['a string id', { id: '3' }],
  ['a missing word', { word: undefined }],
  ['a null translation', { translation: null }],
  ['a numeric error', { error: 500 }],
  ['no created_at', { created_at: undefined }],
];

describe('readVocabulary agrees with VocabularySchema', () => {
  for (const [name, change] of variants) {
    test(name, () => {
      const json = { ...entry, ...change };
      expect(readVocabulary(json) !== undefined).toBe(VocabularySchema.safeParse(json).success);
    });
  }
  test('not an object', () => {
    for (const json of [null, 'casa', [entry]]) {
      expect(readVocabulary(json)).toBeUndefined();
      expect(VocabularySchema.safeParse(json).success).toBe(false);
    }
  });
});

describe('readVocabularyPage agrees with VocabularyPageSchema', () => {
  const pages: [string, unknown][] = [
    ['a page', { results: [entry], next: '/api/reeprise/vocabulary/?cursor=abc', previous: null }],
    ['an empty page', { results: [], next: null, previous: null }],
    ['a page with a broken entry', { results: [entry, { ...entry, id: 'x' }], next: null, previous: null }],
    ['a page without next', { results: [entry], previous: null }],
    ['results that are no list', { results: entry, next: null, previous: null }],
    ['a list instead of a page', [entry]],
  ];
  for (const [name, json] of pages) {
    test(name, () => {
      expect(readVocabularyPage(json) !== undefined).toBe(VocabularyPageSchema.safeParse(json).success);
    });
  }
});
