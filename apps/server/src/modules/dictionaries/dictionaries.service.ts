import {
  DICTIONARY_LOOKUP_LIMIT,
  LANGUAGE_SHORT_CODES,
  type DictionaryEntry,
  type Language,
  type MotherTongue,
} from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { sharedMorphology, type StemFinder } from '../../platform/morphology/morphology.js';
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

/** What a vocabulary card made without a model gets: a base form, and a translation only from a dictionary. */
export interface OfflineTranslation {
  /** The best entry's headword, else Hunspell's only stem; undefined when neither is sure. */
  baseForm: string | undefined;
  /** The best entry's senses in one line; '' when no dictionary knows the word. */
  translation: string;
}

// FreeDict's dictionaries mostly translate into English: a German-speaking learner with none into
// German gets those (marked) rather than nothing
const FALLBACK_TONGUE: MotherTongue = 'ENGLISH';

/** Offline dictionaries: imported by the operator (CLI), looked up by learners on a click. */
export class DictionariesService {
  constructor(
    private readonly repository: DictionariesRepository,
    private readonly settings: UserSettingsRepository,
    private readonly morphology: StemFinder = sharedMorphology(),
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

  /**
   * Entries for a clicked word into the learner's mother tongue (else into English): the exact form
   * first, then the base forms the learner's vocabulary knows, then its stems.
   */
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
        translates_into: entry.translatesInto,
      })),
    };
  }

  /**
   * The base form and a one-line translation for a vocabulary card made without a model. An entry
   * into English for a German-speaking learner says so (`EN: house`).
   */
  async translationOf(
    userId: number,
    language: Language,
    motherTongue: MotherTongue,
    word: string,
    maxLength: number,
  ): Promise<OfflineTranslation> {
    const stems = await this.morphology.stems(language, word);
    const [best] = await this.#find(userId, language, motherTongue, word, stems);
    const onlyStem = stems.length === 1 ? stems[0] : undefined;
    if (!best) return { baseForm: onlyStem, translation: '' };
    const marker =
      best.translatesInto === motherTongue ? '' : `${LANGUAGE_SHORT_CODES[best.translatesInto]}: `;
    const gist = definitionGist(best.headword, best.definition, maxLength - marker.length);
    return { baseForm: best.headword, translation: gist ? marker + gist : '' };
  }

  /** Whether the demo writer wrote this text: only there may its sample glosses stand (they say they are samples). */
  writtenByDemo(textId: number): Promise<boolean> {
    return this.repository.isDemoText(textId);
  }

  async #find(
    userId: number,
    language: Language,
    motherTongue: MotherTongue,
    word: string,
    knownStems?: string[],
  ): Promise<Array<FoundEntry & { translatesInto: MotherTongue }>> {
    const [clicked = ''] = candidateForms(word);
    const [known, stems] = await Promise.all([
      this.repository.knownBaseForms(userId, language, [word.trim(), clicked]),
      knownStems ?? this.morphology.stems(language, word),
    ]);
    const candidates = candidateForms(word, known, stems);
    const rank = (entry: FoundEntry) => candidates.indexOf(entry.headwordKey);
    for (const into of motherTongue === FALLBACK_TONGUE ? [motherTongue] : [motherTongue, FALLBACK_TONGUE]) {
      // fetch more than shown so the ordering by candidate is not cut short by insertion order
      const rows = await this.repository.find(language, into, candidates, DICTIONARY_LOOKUP_LIMIT * 5);
      if (rows.length > 0) {
        return rows
          .sort((a, b) => rank(a) - rank(b))
          .slice(0, DICTIONARY_LOOKUP_LIMIT)
          .map((row) => ({ ...row, translatesInto: into }));
      }
    }
    return [];
  }
}
