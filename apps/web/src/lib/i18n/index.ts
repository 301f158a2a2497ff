import type { MotherTongue } from '@reeprise/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import type { exchangeEn } from './areas/exchange';
import type { extrasEn } from './areas/extras';
import { en, type CoreMessages } from './en';

/** Every string's key, for typed `t()`: the core ones and those of the extras (loaded with their pages). */
export type Messages = CoreMessages & { extras: typeof extrasEn; exchange: typeof exchangeEn };

export type UiLanguage = 'en' | 'de';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
  }
}

/** The interface language of a logged-in user: German for GERMAN, English otherwise. */
export function languageForMotherTongue(motherTongue: MotherTongue | undefined): UiLanguage {
  return motherTongue === 'GERMAN' ? 'de' : 'en';
}

/** The interface language of a visitor: German when the browser prefers German. */
export function browserLanguage(): UiLanguage {
  return navigator.language.toLowerCase().startsWith('de') ? 'de' : 'en';
}

/** Switches the interface language; every `useTranslation` re-renders. */
export function setUiLanguage(language: UiLanguage): void {
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

export const i18n = i18next.createInstance();

// resources are bundled, so initialisation is synchronous and the first render is translated
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, de: { translation: de } },
  lng: browserLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'de'],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
