import { useSyncExternalStore } from 'react';
import { i18n, type Messages } from './index';
import type { TranslateOptions } from './translator';

type PluralBase<K extends string> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K;

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every string's key, checked by the type checker: 'nav.label', 'texts.card.queueAhead' (its plurals as one). */
export type MessageKey = KeysOf<Messages>;

/** `t`: the text of a key in the interface language. */
export type TFunction = (key: MessageKey, options?: TranslateOptions) => string;

const getLanguage = () => i18n.language;

// one `t` per language: a component's memoised values that depend on `t` are computed again on a switch
const translators = new Map<string, TFunction>();
function translatorFor(language: string): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = (key, options) => i18n.t(key, options);
    translators.set(language, t);
  }
  return t;
}

/** The interface strings: re-renders, with a new `t`, when the interface language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(i18n.subscribe, getLanguage, getLanguage);
  return { t: translatorFor(language), i18n };
}
