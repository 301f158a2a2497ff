import { LEVELS, PLACEMENT_LEVELS, WordStatusLanguagesSchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readWordStatusLanguages } from './word-status-languages';

const spanish = { language: 'SPANISH', known: 2000, learning: 12, ignored: 3, placement_level: 'B1' };
const answer = { languages: [spanish, { ...spanish, language: 'FRENCH', placement_level: null }] };

describe('readWordStatusLanguages', () => {
  test('checks levels against the text levels, which are the placement levels', () => {
    expect([...LEVELS]).toEqual([...PLACEMENT_LEVELS]);
  });

  test.each<[string, unknown]>([
    ['two languages', answer],
    ['no language yet', { languages: [] }],
    ['extra fields', { languages: [{ ...spanish, due: 4 }], next: null }],
    ['an unknown language', { languages: [{ ...spanish, language: 'KLINGON' }] }],
    ['an unknown level', { languages: [{ ...spanish, placement_level: 'D1' }] }],
    ['no placement field', { languages: [{ ...spanish, placement_level: undefined }] }],
    ['a negative count', { languages: [{ ...spanish, known: -1 }] }],
    ['a fractional count', { languages: [{ ...spanish, learning: 1.5 }] }],
    ['a count as text', { languages: [{ ...spanish, ignored: '3' }] }],
    ['languages as an object', { languages: spanish }],
    ['a bare list', [spanish]],
    ['null', null],
  ])('judges %s as WordStatusLanguagesSchema does', (_case, json) => {
    const parsed = WordStatusLanguagesSchema.safeParse(json);
    expect(readWordStatusLanguages(json)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
