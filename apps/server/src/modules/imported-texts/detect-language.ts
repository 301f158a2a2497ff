import type { Language } from '@reeprise/contract';
import { franc } from 'franc-min';

// franc names languages by ISO 639-3; Portuguese cannot be told apart by country, so Brazil's (the
// larger) is suggested unless the file says otherwise. Greek in Latin letters is never guessed.
const BY_ISO_639_3: Record<string, Language> = {
  eng: 'ENGLISH',
  fra: 'FRENCH',
  deu: 'GERMAN',
  ell: 'GREEK',
  ita: 'ITALIAN',
  por: 'PORTUGUESE_FROM_BRAZIL',
  rus: 'RUSSIAN',
  spa: 'SPANISH',
};
const BY_TAG: Record<string, Language> = {
  en: 'ENGLISH',
  fr: 'FRENCH',
  de: 'GERMAN',
  el: 'GREEK',
  it: 'ITALIAN',
  pt: 'PORTUGUESE_FROM_BRAZIL',
  'pt-br': 'PORTUGUESE_FROM_BRAZIL',
  'pt-pt': 'PORTUGUESE_FROM_PORTUGAL',
  ru: 'RUSSIAN',
  es: 'SPANISH',
};
/** Enough text for a sure guess; more only costs time. */
const SAMPLE_CHARS = 20_000;

/**
 * The language to suggest for a text (a suggestion: the learner picks): the file's own language tag
 * (an EPUB's dc:language, a page's lang) when it is one of ours, else franc's guess among our languages.
 */
export function detectLanguage(text: string, declared?: string | null): Language | null {
  const tag = declared?.trim().toLowerCase().replace('_', '-');
  if (tag) {
    const known = BY_TAG[tag] ?? BY_TAG[tag.split('-')[0]];
    if (known) return known;
  }
  const guess = franc(text.slice(0, SAMPLE_CHARS), { only: Object.keys(BY_ISO_639_3), minLength: 20 });
  return BY_ISO_639_3[guess] ?? null;
}
