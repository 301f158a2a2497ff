import {
  DICTIONARY_LOOKUP_LIMIT,
  type DictionaryEntry,
  type Language,
  type MotherTongue,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import type { UserSettingsRepository } from '../user-settings/user-settings.repository.js';
import { candidateForms } from './base-forms.js';
import { definitionGist, readDictd } from './dictd.js';
import type { DictionariesRepository, DictionaryRow, FoundEntry } from './dictionaries.repository.js';
import { resolveLanguagePair } from './language-pair.js';

export interface ImportResult {
  name: string;
  title: string;
  from: Language;
  to: MotherTongue;
  entries: number;
}

/** Offline dictionaries: imported by the operator (CLI), looked up by learners on a click. */
export class DictionariesService {
  constructor(
    private readonly repository: DictionariesRepository,
    private readonly settings: UserSettingsRepository,
  ) {}

  /** Reads a dictd dictionary and stores it whole or not at all; the pair comes from the flags or the name. */
  async importFile(file: string, flags: { from?: string; to?: string } = {}): Promise<ImportResult> {
    const dictionary = readDictd(file);
    const pair = resolveLanguagePair(dictionary.name, flags.from, flags.to);
    if ('error' in pair) throw new Error(pair.error);
    await this.repository.insert(
      { name: dictionary.name, title: dictionary.title, ...pair, now: nowIso() },
      dictionary.entries,
    );
    return { name: dictionary.name, title: dictionary.title, ...pair, entries: dictionary.entries.length };
  }

  /** Every imported dictionary, by name. */
  list(): Promise<DictionaryRow[]> {
    return this.repository.list();
  }

  /** Deletes a dictionary and its entries; false when there is none of that name. */
  remove(name: string): Promise<boolean> {
    return this.repository.remove(name);
  }

  /** Entries for a clicked word into the learner's mother tongue: the exact form first, then base forms. */
  async lookup(
    userId: number,
    language: Language,
    word: string,
  ): Promise<{ motherTongue: MotherTongue; entries: DictionaryEntry[] }> {
    const { motherTongue } = await this.settings.get(userId);
    const found = await this.#find(userId, language, motherTongue, word);
    return {
      motherTongue,
      entries: found.map((entry) => ({
        headword: entry.headword,
        matched_form: entry.headwordKey,
        definition: entry.definition,
        dictionary: entry.dictionary,
      })),
    };
  }

  /** The best entry's headword and a one-line translation, for a vocabulary card made offline. */
  async translationOf(
    userId: number,
    language: Language,
    motherTongue: MotherTongue,
    word: string,
    maxLength: number,
  ): Promise<{ baseForm: string; translation: string } | undefined> {
    const [best] = await this.#find(userId, language, motherTongue, word);
    if (!best) return undefined;
    const translation = definitionGist(best.headword, best.definition, maxLength);
    return translation ? { baseForm: best.headword, translation } : undefined;
  }

  async #find(
    userId: number,
    language: Language,
    motherTongue: MotherTongue,
    word: string,
  ): Promise<FoundEntry[]> {
    const clicked = candidateForms(language, word).slice(0, 1);
    const known = await this.repository.knownBaseForms(userId, language, [word.trim(), ...clicked]);
    const candidates = candidateForms(language, word, known);
    // fetch more than shown so the ordering by candidate is not cut short by insertion order
    const rows = await this.repository.find(language, motherTongue, candidates, DICTIONARY_LOOKUP_LIMIT * 5);
    const rank = (entry: FoundEntry) => candidates.indexOf(entry.headwordKey);
    return rows.sort((a, b) => rank(a) - rank(b)).slice(0, DICTIONARY_LOOKUP_LIMIT);
  }
}
