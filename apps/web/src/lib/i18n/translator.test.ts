import { describe, expect, test, vi } from 'vitest';
import { pluralCategory, Translator } from './translator';

function translator() {
  const i18n = new Translator('en', 'en');
  i18n.addMessages('en', {
    nav: { label: 'Main navigation', only: 'English only' },
    texts: { count_one: '{{count}} text', count_other: '{{count}} texts', by: 'by {{name}} on {{day}}' },
  });
  i18n.addMessages('de', {
    nav: { label: 'Hauptnavigation' },
    texts: { count_one: '{{count}} Text', count_other: '{{count}} Texte' },
  });
  return i18n;
}

describe('Translator', () => {
  test('looks up nested keys in the current language, else in the fallback language, else gives the key', async () => {
    const i18n = translator();
    expect(i18n.t('nav.label')).toBe('Main navigation');
    await i18n.changeLanguage('de');
    expect(i18n.t('nav.label')).toBe('Hauptnavigation');
    expect(i18n.t('nav.only')).toBe('English only');
    expect(i18n.t('nav.missing')).toBe('nav.missing');
    expect(i18n.t('nav.missing', { defaultValue: 'as the server said' })).toBe('as the server said');
    expect(i18n.t('nav')).toBe('nav'); // a branch is not a text
  });

  test('fills in placeholders; one that is not given is left empty', () => {
    const i18n = translator();
    expect(i18n.t('texts.by', { name: 'Ana', day: 3 })).toBe('by Ana on 3');
    expect(i18n.t('texts.by', { name: 'Ana' })).toBe('by Ana on ');
  });

  test('chooses the plural by count, in each language', async () => {
    const i18n = translator();
    expect([0, 1, 2].map((count) => i18n.t('texts.count', { count }))).toEqual([
      '0 texts',
      '1 text',
      '2 texts',
    ]);
    await i18n.changeLanguage('de');
    expect([1, 5].map((count) => i18n.t('texts.count', { count }))).toEqual(['1 Text', '5 Texte']);
  });

  test('English and German plural categories are what Intl.PluralRules says', () => {
    for (const language of ['en', 'de']) {
      const rules = new Intl.PluralRules(language);
      for (const count of [0, 1, 2, 3, 11, 21, 100, 1.5, 0.5, -1]) {
        expect(pluralCategory(count), `${language} ${count}`).toBe(rules.select(count));
      }
    }
  });

  test('exists answers for a language, plurals included', () => {
    const i18n = translator();
    expect(i18n.exists('texts.count', { count: 2 })).toBe(true);
    expect(i18n.exists('nav.only', { lng: 'de' })).toBe(true); // by the fallback language
    expect(i18n.exists('nav.nothing', { lng: 'en' })).toBe(false);
  });

  test('strings added later join the language; a key already there keeps its text', () => {
    const i18n = translator();
    i18n.addMessages('en', { nav: { label: 'changed', extra: 'Extra' } });
    expect(i18n.t('nav.label')).toBe('Main navigation');
    expect(i18n.t('nav.extra')).toBe('Extra');
    expect(i18n.hasMessages('fr')).toBe(false);
  });

  test('tells subscribers when the language changes, not when it stays', async () => {
    const i18n = translator();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    await i18n.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    await i18n.changeLanguage('de');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledOnce();
  });
});
