import type { Language } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';

/** BCP 47 tags of the learning languages (the `lang` of text in them, speech voices, web dictionaries). */
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

/*
 * The names are what Intl.DisplayNames answers ('standard' display: "Portuguese (Brazil)" rather than
 * "Brazilian Portuguese", the same shape for every variant), written out: language-names.test.ts holds
 * them to it. Building a DisplayNames loads a locale's names of every language, a long task of its own on
 * a phone's first paint of the text list, and each language's own name needs its own locale.
 */

/** Each language in its own words, capitalised as a label. */
const OWN_NAMES: Record<Language, string> = {
  ENGLISH: 'English',
  FRENCH: 'Français',
  GERMAN: 'Deutsch',
  GREEK: 'Ελληνικά',
  GREEK_LATIN_TRANSCRIPTION: 'Ελληνικά (Λατινικό)',
  ITALIAN: 'Italiano',
  PORTUGUESE_FROM_BRAZIL: 'Português (Brasil)',
  PORTUGUESE_FROM_PORTUGAL: 'Português (Portugal)',
  RUSSIAN: 'Русский',
  SPANISH: 'Español',
};

/** Each language in the interface languages (i18n's supportedLngs). */
export const INTERFACE_NAMES: Record<'en' | 'de', Record<Language, string>> = {
  en: {
    ENGLISH: 'English',
    FRENCH: 'French',
    GERMAN: 'German',
    GREEK: 'Greek',
    GREEK_LATIN_TRANSCRIPTION: 'Greek (Latin)',
    ITALIAN: 'Italian',
    PORTUGUESE_FROM_BRAZIL: 'Portuguese (Brazil)',
    PORTUGUESE_FROM_PORTUGAL: 'Portuguese (Portugal)',
    RUSSIAN: 'Russian',
    SPANISH: 'Spanish',
  },
  de: {
    ENGLISH: 'Englisch',
    FRENCH: 'Französisch',
    GERMAN: 'Deutsch',
    GREEK: 'Griechisch',
    GREEK_LATIN_TRANSCRIPTION: 'Griechisch (Lateinisch)',
    ITALIAN: 'Italienisch',
    PORTUGUESE_FROM_BRAZIL: 'Portugiesisch (Brasilien)',
    PORTUGUESE_FROM_PORTUGAL: 'Portugiesisch (Portugal)',
    RUSSIAN: 'Russisch',
    SPANISH: 'Spanisch',
  },
};

const namesIn = (uiLanguage: string) => (uiLanguage.startsWith('de') ? INTERFACE_NAMES.de : INTERFACE_NAMES.en);

// "Portuguese (Brazil)" becomes "Portuguese, Brazil", so the name can stand in parentheses itself
const flat = (name: string) => name.replace(/\s*\((.+)\)$/, ', $1');

/** The language in its own words, capitalised as a label: "Español", "Русский". */
export const ownLanguageName = (language: Language): string => OWN_NAMES[language];

/**
 * One way to name a learning language everywhere: its own name, with the interface language's name
 * beside it when that differs: "Español (Spanish)", "Español (Spanisch)", "English" in English,
 * "Português, Brasil (Portuguese, Brazil)".
 */
export function languageName(language: Language, uiLanguage: string): string {
  const own = OWN_NAMES[language];
  const inUi = namesIn(uiLanguage)[language];
  if (inUi.toLocaleLowerCase(uiLanguage) === own.toLocaleLowerCase(uiLanguage)) return own;
  return `${flat(own)} (${flat(inUi)})`;
}

/** `languageName` in the current interface language; re-renders when it changes. */
export function useLanguageName(): (language: Language) => string {
  const { i18n } = useTranslation();
  return (language) => languageName(language, i18n.language);
}
