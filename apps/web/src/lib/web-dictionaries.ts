import type { Language } from '@reeprise/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { LANGUAGE_TAGS } from './language-names';

/** A web dictionary as LWT and Lute have them: a name and a URL template where `{word}` goes. */
export interface WebDictionary {
  name: string;
  url: string;
}

type Stored = Partial<Record<Language, WebDictionary[]>>;

/** On this device (decision 017): a learner's look-up sites are a browsing preference, like the voices. */
export const WEB_DICTIONARIES_STORAGE_KEY = 'reeprise-web-dictionaries-v1';
export const WORD_PLACEHOLDER = '{word}';
const MAX_PER_LANGUAGE = 8;

export type TemplateProblem = 'invalid' | 'not_http' | 'no_word';

/** Why a template cannot be used (null: it can): an http(s) address with `{word}` in it. */
export function templateProblem(url: string): TemplateProblem | null {
  let parsed: URL;
  try {
    parsed = new URL(url.replaceAll(WORD_PLACEHOLDER, 'word'));
  } catch {
    return 'invalid';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'not_http';
  return url.includes(WORD_PLACEHOLDER) ? null : 'no_word';
}

/** The address of `word` in a dictionary: the word URL-encoded wherever `{word}` stands. */
export function lookUpUrl(template: string, word: string): string {
  return template.replaceAll(WORD_PLACEHOLDER, encodeURIComponent(word));
}

/** Wiktionary in the learner's own language: it describes words of every language. */
export function defaultDictionaries(uiLanguage: string): WebDictionary[] {
  const site = uiLanguage.startsWith('de') ? 'de' : 'en';
  return [{ name: 'Wiktionary', url: `https://${site}.wiktionary.org/wiki/${WORD_PLACEHOLDER}` }];
}

function readStored(): Stored {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(WEB_DICTIONARIES_STORAGE_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null) return {};
    const stored: Stored = {};
    for (const [language, list] of Object.entries(value as Record<string, unknown>)) {
      if (!(language in LANGUAGE_TAGS) || !Array.isArray(list)) continue;
      // what a damaged or hand-edited entry holds is checked again: only usable templates are opened
      stored[language as Language] = list
        .filter(
          (item): item is WebDictionary =>
            typeof item === 'object' &&
            item !== null &&
            typeof (item as WebDictionary).name === 'string' &&
            typeof (item as WebDictionary).url === 'string' &&
            templateProblem((item as WebDictionary).url) === null,
        )
        .slice(0, MAX_PER_LANGUAGE);
    }
    return stored;
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
let snapshot: { raw: string | null; stored: Stored } | undefined;

function current(): Stored {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(WEB_DICTIONARIES_STORAGE_KEY);
  } catch {
    // storage unavailable: the defaults
  }
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, stored: readStored() };
  return snapshot.stored;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function write(stored: Stored) {
  try {
    window.localStorage.setItem(WEB_DICTIONARIES_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // private mode or a full storage: the change lasts until the page is left
  }
  snapshot = { raw: JSON.stringify(stored), stored };
  for (const listener of listeners) listener();
}

/** The web dictionaries of a language (the default until the learner changes them), and a setter. */
export function useWebDictionaries(language: Language, uiLanguage: string) {
  const stored = useSyncExternalStore(subscribe, current);
  const list = stored[language] ?? defaultDictionaries(uiLanguage);
  const setList = useCallback(
    (next: WebDictionary[] | null) => {
      const copy = { ...current() };
      if (next === null) delete copy[language];
      else copy[language] = next.slice(0, MAX_PER_LANGUAGE);
      write(copy);
    },
    [language],
  );
  return { dictionaries: list, customized: stored[language] !== undefined, setDictionaries: setList };
}
