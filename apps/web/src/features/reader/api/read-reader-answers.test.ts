import { ChapterSchema, VocabularyPageSchema, VocabularySchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readVocabulary, readVocabularyPage } from '@/lib/read-vocabulary';
import { readChapter } from './read-reader-answers';

const entry = {
  id: 3,
  word: 'treno',
  translation: 'train',
  mnemonic: '',
  winning_streak: 0,
  status: 'COMPLETE',
  language: 'ITALIAN',
  part_of_speech: 'noun',
  forms: ['treno', 'treni'],
  usages: [{ generated_text_id: 12, chapter_id: null, chapter_number: 0, start_idx: 4, end_idx: 9 }],
  sentence: { text: 'Il treno parte.', start: 3, end: 8 },
  error: null,
  failure_code: null,
  created_at: '2026-11-22T10:00:00.000Z',
  due_at: null,
};

// one change per field: a valid other value and invalid ones, each judged by both
const entryVariants: [string, Record<string, unknown>][] = [
  ['a valid entry', {}],
  ['extra fields', { owner: 'ada' }],
  ['a pending entry without sentence', { status: 'PENDING', sentence: null, usages: [] }],
  ['a failed entry with its code', { status: 'FAILED', error: 'Busy', failure_code: 'llm_rate_limited' }],
  ['no failure_code field', { failure_code: undefined }],
  ['an unknown failure code', { failure_code: 'llm_bored' }],
  ['a usage in a chapter', { usages: [{ generated_text_id: 12, chapter_id: 5, chapter_number: 1, start_idx: 0, end_idx: 2 }] }],
  ['a usage without chapter_id', { usages: [{ generated_text_id: 12, chapter_number: 0, start_idx: 0, end_idx: 2 }] }],
  ['a usage with a fractional index', { usages: [{ generated_text_id: 12, chapter_id: null, chapter_number: 0, start_idx: 0.5, end_idx: 2 }] }],
  ['usages that are no list', { usages: {} }],
  ['a sentence without end', { sentence: { text: 'x', start: 0 } }],
  ['a sentence as text', { sentence: 'Il treno parte.' }],
  ['a fractional id', { id: 1.5 }],
  ['an id as text', { id: '3' }],
  ['a null word', { word: null }],
  ['a missing translation', { translation: undefined }],
  ['a null mnemonic', { mnemonic: null }],
  ['a streak as text', { winning_streak: '1' }],
  ['an unknown status', { status: 'DONE' }],
  ['an unknown language', { language: 'KLINGON' }],
  ['a missing part of speech', { part_of_speech: undefined }],
  ['forms of numbers', { forms: [1] }],
  ['an error as a number', { error: 1 }],
  ['a missing created_at', { created_at: undefined }],
  ['a due date', { due_at: '2026-11-30T10:00:00.000Z' }],
  ['a missing due_at', { due_at: undefined }],
];

describe('readVocabulary', () => {
  test.each(entryVariants)('judges %s as VocabularySchema does', (_case, change) => {
    const json = { ...entry, ...change };
    expect(readVocabulary(json) !== undefined).toBe(VocabularySchema.safeParse(json).success);
  });

  test.each([null, 'treno', [entry], 3])('refuses %j as the schema does', (json) => {
    expect(readVocabulary(json)).toBeUndefined();
    expect(VocabularySchema.safeParse(json).success).toBe(false);
  });

  test('a valid entry is passed on as it came', () => {
    expect(readVocabulary(entry)).toEqual(VocabularySchema.parse(entry));
  });
});

describe('readVocabularyPage', () => {
  const page = { results: [entry], next: 'http://x/?cursor=abc', previous: null };
  test.each<[string, unknown]>([
    ['a page', page],
    ['an empty last page', { results: [], next: null, previous: null }],
    ['a page with one bad entry', { ...page, results: [entry, { ...entry, status: 'DONE' }] }],
    ['a page without previous', { results: [entry], next: null }],
    ['a next that is no string', { ...page, next: 5 }],
    ['results that are no list', { ...page, results: entry }],
    ['null', null],
  ])('judges %s as VocabularyPageSchema does', (_case, json) => {
    expect(readVocabularyPage(json) !== undefined).toBe(VocabularyPageSchema.safeParse(json).success);
  });
});

const chapter = {
  id: 5,
  generated_text_id: 12,
  counter: 1,
  chapter_number: 1,
  status: 'COMPLETE',
  content: 'Il treno arriva.',
  words: ['treno'],
  used_words: ['treno'],
  used_forms: ['treno'],
  error: null,
  failure_code: null,
};

const chapterVariants: [string, Record<string, unknown>][] = [
  ['a valid chapter', {}],
  ['extra fields', { created_at: 'now' }],
  ['a pending chapter', { status: 'PENDING', content: '', used_words: [], used_forms: [] }],
  ['a failed chapter with its code', { status: 'FAILED', error: 'Busy', failure_code: 'llm_timeout' }],
  ['no failure_code field', { failure_code: undefined }],
  ['an unknown failure code', { failure_code: 'llm_bored' }],
  ['an id as text', { id: '5' }],
  ['a missing text id', { generated_text_id: undefined }],
  ['a fractional counter', { counter: 1.5 }],
  ['a null chapter number', { chapter_number: null }],
  ['an unknown status', { status: 'NON_EXISTENT' }],
  ['a null content', { content: null }],
  ['words of numbers', { words: [1] }],
  ['missing used words', { used_words: undefined }],
  ['used forms as text', { used_forms: 'treno' }],
  ['an error as a number', { error: 1 }],
];

describe('readChapter', () => {
  test.each(chapterVariants)('judges %s as ChapterSchema does', (_case, change) => {
    const json = { ...chapter, ...change };
    expect(readChapter(json) !== undefined).toBe(ChapterSchema.safeParse(json).success);
  });

  test.each([null, 'chapter', [chapter]])('refuses %j as the schema does', (json) => {
    expect(readChapter(json)).toBeUndefined();
    expect(ChapterSchema.safeParse(json).success).toBe(false);
  });
});
