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

describe('loading an area of strings', () => {
  test('loads it in the language shown only', async () => {
    window.localStorage.setItem('reeprise.uiLanguage', 'de');
    const { i18n, hasStrings, loadStartingUiLanguage, loadStrings } = await freshI18n();
    await loadStartingUiLanguage();
    await loadStrings(['extras']);
    expect(i18n.t('extras.retry')).toBe('Erneut versuchen');
    expect(hasStrings(['extras'])).toBe(true);
    expect(hasStrings(['extras'], 'en')).toBe(false);
    expect(i18n.hasMessages('en')).toBe(false);
  });

  test('asked for before the first language is shown, loads the starting one', async () => {
    window.localStorage.setItem('reeprise.uiLanguage', 'de');
    const { hasStrings, loadStartingUiLanguage, loadStrings } = await freshI18n();
    // the router's preload of a signed-in browser's first page runs beside the start (main.tsx)
    await Promise.all([loadStrings(['settings']), loadStartingUiLanguage()]);
    expect(hasStrings(['settings'], 'de')).toBe(true);
    expect(hasStrings(['settings'], 'en')).toBe(false);
  });

  test('a switch shows the new language once the areas asked for so far are there in it', async () => {
    window.localStorage.setItem('reeprise.uiLanguage', 'en');
    const { i18n, hasStrings, loadStartingUiLanguage, loadStrings, setUiLanguage } = await freshI18n();
    await loadStartingUiLanguage();
    await loadStrings(['level-fit']);
    const switched = setUiLanguage('de');
    expect(i18n.language).toBe('en');
    await switched;
    expect(i18n.language).toBe('de');
    expect(hasStrings(['level-fit'])).toBe(true);
    expect(i18n.t('levelFit.rewrite.easier')).toBe('Zu schwer? Mach es leichter');
  });

  test('withStrings gives the module once its areas are there too', async () => {
    const { hasStrings, loadStartingUiLanguage, withStrings } = await freshI18n();
    await loadStartingUiLanguage();
    const module = await withStrings(['explain'], Promise.resolve({ loaded: true }));
    expect(module).toEqual({ loaded: true });
    expect(hasStrings(['explain'])).toBe(true);
  });

  test('a component that shows an area that was not loaded throws, naming it, rather than show keys', async () => {
    const { loadStartingUiLanguage, loadStrings } = await freshI18n();
    await loadStartingUiLanguage();
    // the fresh modules' own React, as the fresh use-translation imports it
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const { useTranslation } = await import('./use-translation');
    function Retry() {
      const { t } = useTranslation('extras');
      return t('extras.retry');
    }
    expect(() => renderToString(createElement(Retry))).toThrow(/'extras' strings are not loaded/);
    await loadStrings(['extras']);
    expect(renderToString(createElement(Retry))).toBe('Try again');
  });
});
