import type { MotherTongue } from '@reeprise/contract';
import type { CoreMessages } from './en';
import { LANGUAGE_KEY, startingUiLanguage, type UiLanguage } from './starting-language';
import { STRING_AREAS, type StringArea } from './string-areas';
import { Translator, type MessageTree } from './translator';

/**
 * The strings every page has, for typed `t()` (use-translation.ts); an area's (string-areas.ts) are typed
 * only where `useTranslation` names the area.
 */
export type Messages = CoreMessages;

export type { StringArea } from './string-areas';

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
      // merged: an area's strings may already be there for this language
      i18n.addMessages(language, messages);
      loaded.add(language);
    });
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

// an area's strings per language, `extras:de`, each loaded once (a failed load is tried again next time)
const areaLoads = new Map<string, Promise<void>>();
const areasLoaded = new Set<string>();
// every area a page or component asked for: a language switch loads them in the new language first
const areasWanted = new Set<StringArea>();

function loadArea(area: StringArea, language: UiLanguage): Promise<void> {
  const id = `${area}:${language}`;
  let load = areaLoads.get(id);
  if (!load) {
    const strings: () => Promise<MessageTree> = STRING_AREAS[area][language];
    load = strings().then((messages) => {
      i18n.addMessages(language, messages);
      areasLoaded.add(id);
    });
    load.catch(() => areaLoads.delete(id));
    areaLoads.set(id, load);
  }
  return load;
}

let shown: UiLanguage | undefined;
let wanted: UiLanguage | undefined;

/**
 * Loads the strings of `areas` (string-areas.ts) in the language shown, and in the one a switch or the
 * start is loading if that is another: never both languages otherwise. Settles once they are there;
 * fails when one could not be loaded. The router calls it for a page's areas (the route manifest's
 * `strings`), beside the page's code.
 */
export function loadStrings(areas: readonly StringArea[]): Promise<void> {
  const languages = new Set([wanted ?? startingUiLanguage()]);
  if (shown) languages.add(shown);
  for (const area of areas) areasWanted.add(area);
  return Promise.all(
    areas.flatMap((area) => [...languages].map((language) => loadArea(area, language))),
  ).then(() => undefined);
}

/** Whether the strings of `areas` are there in `language` (the one shown by default). */
export function hasStrings(areas: readonly StringArea[], language = i18n.language): boolean {
  return areas.every((area) => areasLoaded.has(`${area}:${language}`));
}

/**
 * A lazily loaded module together with the strings of the areas it shows: for a component that is not a
 * page of its own (a dialog opened from several pages), e.g.
 * `lazy(() => withStrings(['explain'], import('./explain-sentence-panel')).then(...))`. Both load side by
 * side; src/app/route-strings.test.ts reads the areas named here.
 */
export function withStrings<M>(areas: readonly StringArea[], module: Promise<M>): Promise<M> {
  return Promise.all([module, loadStrings(areas)]).then(([loadedModule]) => loadedModule);
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
    shown = language;
    document.documentElement.lang = language;
    if (i18n.language !== language) void i18n.changeLanguage(language);
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // storage blocked: the next visit starts in the browser's language
    }
  };
  // the page on show keeps its strings: every area asked for so far comes in the new language too
  const areas = [...areasWanted].filter((area) => !hasStrings([area], language));
  if (loaded.has(language) && areas.length === 0) {
    apply();
    return Promise.resolve();
  }
  return Promise.all([loadUiLanguage(language), ...areas.map((area) => loadArea(area, language))]).then(
    apply,
  );
}

/** The interface strings; no language's are there until main.tsx loads the first (loadUiLanguage). */
export const i18n = new Translator('en', 'en');
