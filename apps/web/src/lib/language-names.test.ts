import { LANGUAGES } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { INTERFACE_NAMES, LANGUAGE_TAGS, languageName, ownLanguageName } from './language-names';

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

  test('each own name is what the browser calls the language in that language', () => {
    for (const language of LANGUAGES) {
      const tag = LANGUAGE_TAGS[language];
      const own = new Intl.DisplayNames([tag], { type: 'language', languageDisplay: 'standard' }).of(tag) ?? '';
      expect(ownLanguageName(language), language).toBe(own.charAt(0).toLocaleUpperCase(tag) + own.slice(1));
    }
  });

  test('the names in the interface languages are the browser’s', () => {
    for (const [ui, names] of Object.entries(INTERFACE_NAMES)) {
      const browser = new Intl.DisplayNames([ui], { type: 'language', languageDisplay: 'standard' });
      for (const language of LANGUAGES) expect(names[language], `${language} in ${ui}`).toBe(browser.of(LANGUAGE_TAGS[language]));
    }
  });
});
