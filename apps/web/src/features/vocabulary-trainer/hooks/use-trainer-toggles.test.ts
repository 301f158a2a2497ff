import { TRAINER_TOGGLES_STORAGE_KEY } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { DEFAULT_TOGGLES, readStoredToggles, readToggles, toLanguageFilter } from './use-trainer-toggles';

describe('stored trainer toggles', () => {
  test('nothing stored gives the spec defaults', () => {
    expect(readToggles()).toEqual({
      word: true,
      translation: false,
      mnemonic: false,
      actions: false,
      language: 'ENGLISH',
    });
  });

  test('damaged storage falls back to the defaults', () => {
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, '{not json');
    expect(readToggles()).toEqual(DEFAULT_TOGGLES);
  });

  test('usable fields are kept, unusable ones take their default', () => {
    localStorage.setItem(
      TRAINER_TOGGLES_STORAGE_KEY,
      JSON.stringify({ translation: true, mnemonic: 'yes', language: 'KLINGON' }),
    );
    expect(readToggles()).toEqual({ ...DEFAULT_TOGGLES, translation: true });
  });

  test('all languages and a language are kept as chosen; anything else is no choice', () => {
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ language: '' }));
    expect(readStoredToggles()).toEqual({ toggles: { ...DEFAULT_TOGGLES, language: '' }, languageChosen: true });
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ language: 'SPANISH', actions: 1 }));
    expect(readStoredToggles()).toEqual({ toggles: { ...DEFAULT_TOGGLES, language: 'SPANISH' }, languageChosen: true });
    localStorage.setItem(TRAINER_TOGGLES_STORAGE_KEY, JSON.stringify({ language: null }));
    expect(readStoredToggles().languageChosen).toBe(false);
  });

  test('a select value becomes a language or all languages', () => {
    expect(toLanguageFilter('FRENCH')).toBe('FRENCH');
    expect(toLanguageFilter('')).toBe('');
    expect(toLanguageFilter('KLINGON')).toBe('');
  });
});
