import { afterEach, describe, expect, test, vi } from 'vitest';

// A fresh copy of the module per test: the shared one has both languages loaded by vitest.setup.ts,
// as the app never has (it loads the one it shows, decision 024).
async function freshI18n() {
  vi.resetModules();
  return import('./index');
}

afterEach(() => {
  vi.resetModules();
  document.documentElement.lang = 'en';
});

describe('loading one language', () => {
  test('the first page starts in the language this browser showed last, else in the browser’s', async () => {
    const { startingUiLanguage } = await freshI18n();
    window.localStorage.setItem('reeprise.uiLanguage', 'de');
    expect(startingUiLanguage()).toBe('de');
    window.localStorage.setItem('reeprise.uiLanguage', 'klingon');
    expect(startingUiLanguage()).toBe('en'); // jsdom's navigator.language is en-US
  });

  test('loads only the starting language before the first render', async () => {
    window.localStorage.setItem('reeprise.uiLanguage', 'de');
    const { i18n, loadStartingUiLanguage } = await freshI18n();
    await loadStartingUiLanguage();
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.label')).toBe('Hauptnavigation');
    expect(i18n.hasMessages('en')).toBe(false);
    expect(document.documentElement.lang).toBe('de');
  });

  test('a switch to a language not loaded yet happens once its strings are there, and is remembered', async () => {
    window.localStorage.setItem('reeprise.uiLanguage', 'en');
    const { i18n, loadStartingUiLanguage, setUiLanguage } = await freshI18n();
    await loadStartingUiLanguage();
    const switched = setUiLanguage('de');
    expect(i18n.language).toBe('en'); // still showing English while German loads
    await switched;
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav.label')).toBe('Hauptnavigation');
    expect(window.localStorage.getItem('reeprise.uiLanguage')).toBe('de');
  });

  test('of two quick switches, the last one wins however the loads finish', async () => {
    window.localStorage.setItem('reeprise.uiLanguage', 'en');
    const { i18n, loadStartingUiLanguage, setUiLanguage } = await freshI18n();
    await loadStartingUiLanguage();
    const overtaken = setUiLanguage('de');
    await setUiLanguage('en');
    await overtaken;
    expect(i18n.language).toBe('en');
  });
});
