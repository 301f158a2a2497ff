import { LANGUAGE_LABELS, type Language } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';

/** BCP 47 tags of the learning languages, for the browser's own language names (Intl.DisplayNames). */
export const LANGUAGE_TAGS: Record<Language, string> = {
  ENGLISH: 'en',
  FRENCH: 'fr',
  GERMAN: 'de',
  GREEK: 'el',
  GREEK_LATIN_TRANSCRIPTION: 'el-Latn',
  ITALIAN: 'it',
  PORTUGUESE_FROM_BRAZIL: 'pt-BR',
  PORTUGUESE_FROM_PORTUGAL: 'pt-PT',
  RUSSIAN: 'ru',
  SPANISH: 'es',
};

const displayNames = new Map<string, Intl.DisplayNames | null>();

function namesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      // 'standard' gives "Portuguese (Brazil)" rather than "Brazilian Portuguese": the same shape for every variant
      names = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard' });
    } catch {
      // a browser without Intl.DisplayNames: the contract's labels below
    }
    displayNames.set(locale, names);
  }
  return displayNames.get(locale) ?? null;
}

const capitalised = (name: string, locale: string) =>
  name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);

// "Portuguese (Brazil)" becomes "Portuguese, Brazil", so the name can stand in parentheses itself
const flat = (name: string) => name.replace(/\s*\((.+)\)$/, ', $1');

/** The language in its own words, capitalised as a label: "Español", "Русский". */
export function ownLanguageName(language: Language): string {
  const tag = LANGUAGE_TAGS[language];
  const own = namesIn(tag)?.of(tag);
  return own ? capitalised(own, tag) : LANGUAGE_LABELS[language];
}

/**
 * One way to name a learning language everywhere: its own name, with the interface language's name
 * beside it when that differs: "Español (Spanish)", "Español (Spanisch)", "English" in English,
 * "Português, Brasil (Portuguese, Brazil)".
 */
export function languageName(language: Language, uiLanguage: string): string {
  const own = ownLanguageName(language);
  const inUi = namesIn(uiLanguage)?.of(LANGUAGE_TAGS[language]);
  if (!inUi || inUi.toLocaleLowerCase(uiLanguage) === own.toLocaleLowerCase(uiLanguage)) return own;
  return `${flat(own)} (${flat(capitalised(inUi, uiLanguage))})`;
}

/** `languageName` in the current interface language; re-renders when it changes. */
export function useLanguageName(): (language: Language) => string {
  const { i18n } = useTranslation();
  return (language) => languageName(language, i18n.language);
}
