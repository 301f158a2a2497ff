import { LANGUAGES } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { languageName } from './language-names';

describe('language names', () => {
  test('own name with the interface language’s name beside it', () => {
    expect(languageName('SPANISH', 'en')).toBe('Español (Spanish)');
    expect(languageName('SPANISH', 'de')).toBe('Español (Spanisch)');
    expect(languageName('RUSSIAN', 'de')).toBe('Русский (Russisch)');
    expect(languageName('PORTUGUESE_FROM_BRAZIL', 'en')).toBe('Português, Brasil (Portuguese, Brazil)');
  });

  test('no repetition when both names are the same', () => {
    expect(languageName('ENGLISH', 'en')).toBe('English');
    expect(languageName('GERMAN', 'de')).toBe('Deutsch');
    expect(languageName('GERMAN', 'en')).toBe('Deutsch (German)');
  });

  test('every language has a distinct name in both interface languages', () => {
    for (const ui of ['en', 'de']) {
      const names = LANGUAGES.map((language) => languageName(language, ui));
      expect(new Set(names).size, names.join(', ')).toBe(LANGUAGES.length);
    }
  });
});
