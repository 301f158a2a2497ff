import type { Language } from '@reeprise/contract';
import { loadHunspell, type Hunspell } from './hunspell-dictionaries.js';
import { loadInflectionTables, type BaseFormIndex } from './inflection-tables.js';

export interface StemsTask {
  language: Language;
  word: string;
}

interface LanguageMorphology {
  hunspell: Hunspell | undefined;
  tables: BaseFormIndex | undefined;
}

// each language's resources are read on its first word and kept for the worker's life
const loaded = new Map<Language, Promise<LanguageMorphology>>();

/**
 * A piscina task: the base forms of one word, most likely first, without repeats: Hunspell's stems,
 * then what the inflection tables say (German, Italian and Spanish irregular forms).
 */
export default async function stems({ language, word }: StemsTask): Promise<string[]> {
  let resources = loaded.get(language);
  if (!resources) {
    resources = load(language);
    loaded.set(language, resources);
  }
  const { hunspell, tables } = await resources;
  const found = spellings(word).flatMap((spelling) => hunspell?.stemSync(spelling) ?? []);
  found.push(...(tables?.get(word.toLocaleLowerCase()) ?? []));
  return [...new Set(found)];
}

async function load(language: Language): Promise<LanguageMorphology> {
  const [hunspell, tables] = await Promise.all([loadHunspell(language), loadInflectionTables(language)]);
  return { hunspell, tables };
}

/**
 * The word as clicked, in lower case and capitalised: a German noun is only known capitalised
 * (`Häuser` → `Haus`), a sentence's first word only in lower case (`Hablaban` → `hablar`).
 */
function spellings(word: string): string[] {
  const lower = word.toLocaleLowerCase();
  const capitalised = lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
  return [...new Set([word, lower, capitalised])];
}
