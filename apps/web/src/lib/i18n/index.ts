import type { MotherTongue } from '@reeprise/contract';
import type { explainEn } from './areas/explain';
import type { exportScopeEn } from './areas/export-scope';
import type { extrasEn } from './areas/extras';
import type { importDialogEn } from './areas/import-dialog';
import type { knownWordsEn } from './areas/known-words';
import type { knownWordsStatisticsEn } from './areas/known-words-statistics';
import type { levelFitEn } from './areas/level-fit';
import type { settingsEn } from './areas/settings';
import type { CoreMessages } from './en';
import { LANGUAGE_KEY, startingUiLanguage, type UiLanguage } from './starting-language';
import { Translator } from './translator';

/**
 * Every string, for typed `t()` (use-translation.ts): the core ones, and those of the extras, the settings
 * page, the import dialog and the known words (loaded with them: extras-messages.ts, settings-messages.ts,
 * import-dialog-messages.ts, known-words-messages.ts).
 */
export type Messages = Omit<CoreMessages, 'importText'> & {
  extras: typeof extrasEn;
  settings: typeof settingsEn;
  knownWords: typeof knownWordsEn & { statistics: typeof knownWordsStatisticsEn };
  importText: CoreMessages['importText'] & typeof importDialogEn;
  levelFit: typeof levelFitEn;
  explain: typeof explainEn;
  exportScope: typeof exportScopeEn;
};

// the first page's language, a module of its own: the boot script (lib/boot-script/) runs it too
export { browserLanguage, startingUiLanguage, type UiLanguage } from './starting-language';

/** The interface language of a logged-in user: German for GERMAN, English otherwise. */
export function languageForMotherTongue(motherTongue: MotherTongue | undefined): UiLanguage {
  return motherTongue === 'GERMAN' ? 'de' : 'en';
}

// Each language's strings are a chunk of their own, and a page loads only the one it shows (decision
// 024): half of the strings' weight on every first paint.
const CORE_MESSAGES: Record<UiLanguage, () => Promise<CoreMessages>> = {
  en: () => import('./en').then((module) => module.en),
  de: () => import('./de').then((module) => module.de),
};
const loads = new Map<UiLanguage, Promise<void>>();
const loaded = new Set<UiLanguage>();

/** Loads a language's strings once; a failed load (offline before the app was cached) is tried again next time. */
export function loadUiLanguage(language: UiLanguage): Promise<void> {
  let load = loads.get(language);
  if (!load) {
    load = CORE_MESSAGES[language]().then((messages) => {
      // merged: the extras' and the settings' strings may already be there for this language
      i18n.addMessages(language, messages);
      loaded.add(language);
    });
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

/**
 * Before the first render: the strings of the starting language, else of the other one (a page in the
 * wrong language beats no page).
 */
export async function loadStartingUiLanguage(): Promise<void> {
  let language = startingUiLanguage();
  try {
    await loadUiLanguage(language);
  } catch {
    language = language === 'en' ? 'de' : 'en';
    await loadUiLanguage(language);
  }
  await setUiLanguage(language);
}

let wanted: UiLanguage | undefined;

/**
 * Switches the interface language; every `useTranslation` re-renders. At once when its strings are
 * loaded, else once they are (the page stays in the language it shows meanwhile, and stays in it if
 * the strings cannot be loaded: it is complete, only not the one wanted). Settles when the switch is
 * done or overtaken by a later one; fails when the strings could not be loaded.
 */
export function setUiLanguage(language: UiLanguage): Promise<void> {
  wanted = language;
  const apply = () => {
    if (wanted !== language) return; // a later switch won the race
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // storage blocked: the next visit starts in the browser's language
    }
  };
  if (!loaded.has(language)) return loadUiLanguage(language).then(apply);
  apply();
  return Promise.resolve();
}

/** The interface strings; no language's are there until main.tsx loads the first (loadUiLanguage). */
export const i18n = new Translator('en', 'en');
