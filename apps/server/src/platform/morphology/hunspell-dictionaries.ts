import { createRequire } from 'node:module';
import type { Language } from '@reeprise/contract';

/** The part of nodehun (Hunspell's own C++ through N-API) the stemmer uses. */
export interface Hunspell {
  /** The dictionary's stems of a word, most likely first; [] when Hunspell does not know the word. */
  stemSync(word: string): string[];
}
type NodehunModule = { Nodehun: new (affix: Buffer, dictionary: Buffer) => Hunspell };
interface HunspellFiles {
  aff: Uint8Array;
  dic: Uint8Array;
}

// One Hunspell dictionary (wooorm/dictionaries on npm) per language. Portugal's Portuguese uses the
// Brazilian one: verbs, plurals and adjectives inflect alike. A Latin transcription of Greek has none.
const DICTIONARIES: Partial<Record<Language, () => Promise<{ default: HunspellFiles }>>> = {
  ENGLISH: () => import('dictionary-en'),
  FRENCH: () => import('dictionary-fr'),
  GERMAN: () => import('dictionary-de'),
  GREEK: () => import('dictionary-el'),
  ITALIAN: () => import('dictionary-it'),
  PORTUGUESE_FROM_BRAZIL: () => import('dictionary-pt'),
  PORTUGUESE_FROM_PORTUGAL: () => import('dictionary-pt'),
  RUSSIAN: () => import('dictionary-ru'),
  SPANISH: () => import('dictionary-es'),
};

/** Whether base forms of this language can be found at all. */
export const hasHunspellDictionary = (language: Language): boolean => language in DICTIONARIES;

/** Reads the language's affix and word files and builds its Hunspell (0.1-0.5 s, 10-60 MB: see docs/dictionaries.md). */
export async function loadHunspell(language: Language): Promise<Hunspell | undefined> {
  const load = DICTIONARIES[language];
  if (!load) return undefined;
  const { aff, dic } = (await load()).default;
  // a native addon: ESM cannot import a .node file, require can
  const { Nodehun } = createRequire(import.meta.url)('nodehun') as NodehunModule;
  return new Nodehun(Buffer.from(aff), Buffer.from(dic));
}
