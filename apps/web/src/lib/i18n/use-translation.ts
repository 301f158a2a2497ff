import { useSyncExternalStore } from 'react';
import { hasStrings, i18n, type Messages } from './index';
import type { AreaMessages, StringArea } from './string-areas';
import type { TranslateOptions } from './translator';

type PluralBase<K extends string> = K extends `${infer Base}_one`
  ? Base
  : K extends `${infer Base}_other`
    ? Base
    : K;

type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${PluralBase<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the strings every page has, checked by the type checker: 'nav.label', 'texts.card.queueAhead' (its plurals as one). */
export type MessageKey = KeysOf<Messages>;

/** The keys an area of strings adds: 'extras.retry' for 'extras'. */
export type AreaKey<A extends StringArea> = A extends StringArea ? KeysOf<AreaMessages<A>> : never;

/** `t`: the text of a key in the interface language; the keys of the areas `A` too. */
export type TFunction<A extends StringArea = never> = (
  key: MessageKey | AreaKey<A>,
  options?: TranslateOptions,
) => string;

const getLanguage = () => i18n.language;

// one `t` per language: a component's memoised values that depend on `t` are computed again on a switch
const translators = new Map<string, TFunction<StringArea>>();
function translatorFor(language: string): TFunction<StringArea> {
  let t = translators.get(language);
  if (!t) {
    t = (key, options) => i18n.t(key, options);
    translators.set(language, t);
  }
  return t;
}

/**
 * The interface strings: re-renders, with a new `t`, when the interface language changes. An area's
 * keys (`extras.*`) only for the areas named, e.g. `useTranslation('extras')`, which must have been
 * loaded before the component renders: by its page (the route manifest's `strings`) or with its lazy
 * chunk (`withStrings`). A component whose area is not there throws rather than show keys.
 */
export function useTranslation<A extends StringArea = never>(
  ...areas: A[]
): { t: TFunction<A>; i18n: typeof i18n } {
  const language = useSyncExternalStore(i18n.subscribe, getLanguage, getLanguage);
  const missing = areas.find((area) => !hasStrings([area], language));
  if (missing)
    throw new Error(
      `The '${missing}' strings are not loaded: name them in the page's \`strings\` (app/route-manifest.ts) or load the component with withStrings (lib/i18n)`,
    );
  return { t: translatorFor(language), i18n };
}
