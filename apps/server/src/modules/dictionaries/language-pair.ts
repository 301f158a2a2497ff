import { LANGUAGES, MOTHER_TONGUES, type Language, type MotherTongue } from '@reeprise/contract';

// FreeDict names its dictionaries by ISO 639-3 codes, `spa-eng` for Spanish→English; Debian's packages
// put `freedict-` before them (/usr/share/dictd/freedict-spa-eng.index). Portuguese (`por`) is left out
// on purpose: Reeprise tells Brazil from Portugal, so that import needs --from.
const FREEDICT_CODES: Record<string, Language> = {
  eng: 'ENGLISH',
  fra: 'FRENCH',
  deu: 'GERMAN',
  ell: 'GREEK',
  ita: 'ITALIAN',
  rus: 'RUSSIAN',
  spa: 'SPANISH',
};

export interface LanguagePair {
  from: Language;
  to: MotherTongue;
}

/** The pair from --from/--to where given, else from a FreeDict name; a message explains what is missing. */
export function resolveLanguagePair(
  name: string,
  from: string | undefined,
  to: string | undefined,
): LanguagePair | { error: string } {
  const [fromCode, toCode] = name
    .toLowerCase()
    .replace(/^freedict-/, '')
    .split('-');
  const fromLanguage = from?.toUpperCase() ?? FREEDICT_CODES[fromCode ?? ''];
  const toLanguage = to?.toUpperCase() ?? FREEDICT_CODES[toCode ?? ''];
  if (!fromLanguage || !isLanguage(fromLanguage)) {
    return { error: `Give the dictionary's language with --from (one of ${LANGUAGES.join(', ')}).` };
  }
  if (!toLanguage || !isMotherTongue(toLanguage)) {
    return { error: `Give the language it translates into with --to (one of ${MOTHER_TONGUES.join(', ')}).` };
  }
  return { from: fromLanguage, to: toLanguage };
}

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value);
const isMotherTongue = (value: string): value is MotherTongue =>
  (MOTHER_TONGUES as readonly string[]).includes(value);
