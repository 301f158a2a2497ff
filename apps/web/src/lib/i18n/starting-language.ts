/**
 * The language a page starts in, a module without dependencies: the app (index.ts) and the boot script
 * (lib/boot-script/, before the first paint) run this same code.
 */
export type UiLanguage = 'en' | 'de';

/** The interface language of a visitor: German when the browser prefers German. */
export function browserLanguage(): UiLanguage {
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** Where the interface language a browser last showed is kept, so the next visit starts in it. */
export const LANGUAGE_KEY = 'reeprise.uiLanguage';

/** The language the first page is painted in: the one this browser showed last, else the browser's. */
export function startingUiLanguage(): UiLanguage {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // storage blocked (private mode): the browser's language will do
  }
  return stored === 'en' || stored === 'de' ? stored : browserLanguage();
}
