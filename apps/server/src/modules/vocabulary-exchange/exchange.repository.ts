import type { Language } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { matchesSearch, searchPattern } from '../vocabulary/list-order.js';

/** An entry of the learner as an import sees it: found by its form, to merge a row into. */
export interface ExistingEntry {
  id: number;
  normalized: string;
  translation: string;
  mnemonic: string;
  partOfSpeech: string;
}

/** A word read from a file, ready to store. */
export interface ImportedWord {
  language: Language;
  word: string;
  normalized: string;
  translation: string;
  mnemonic: string;
  partOfSpeech: string;
}

const CHUNK = 200;

/** SQL of the vocabulary imports; every method runs on the import's one transaction. */
export class VocabularyExchangeRepository {
  constructor(private readonly db: Database) {}

  /** Runs `work` with a repository on one transaction: anything it throws undoes everything it wrote. */
  inTransaction<T>(work: (repository: VocabularyExchangeRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new VocabularyExchangeRepository(trx)));
  }

  /** How many entries the learner has per language, matching `search` (the list's search) when given. */
  async countByLanguage(userId: number, search: string | undefined): Promise<Map<string, number>> {
    let query = this.db
      .selectFrom('vocabularies as v')
      .select((eb) => ['v.language', eb.fn.countAll<number>().as('n')])
      .where('v.user_id', '=', userId)
      .groupBy('v.language');
    if (search !== undefined) {
      // the list's own rule, its pattern bound as a plain value instead of a kept query shape's parameter
      const pattern = searchPattern(search);
      query = query.where(matchesSearch(<T>() => pattern as T));
    }
    const rows = await query.execute();
    return new Map(rows.map((row) => [row.language, Number(row.n)]));
  }

  /** The learner's entries in `language` whose base form is one of `forms` (the first of each form). */
  async findByForms(
    userId: number,
    language: Language,
    forms: string[],
  ): Promise<Map<string, ExistingEntry>> {
    const found = new Map<string, ExistingEntry>();
    for (let start = 0; start < forms.length; start += CHUNK) {
      const rows = await this.db
        .selectFrom('vocabularies')
        .select(['id', 'normalized', 'translation', 'mnemonic', 'part_of_speech'])
        .where('user_id', '=', userId)
        .where('language', '=', language)
        .where('normalized', 'in', forms.slice(start, start + CHUNK))
        .orderBy('id')
        .execute();
      for (const row of rows) {
        if (!found.has(row.normalized)) {
          found.set(row.normalized, {
            id: row.id,
            normalized: row.normalized,
            translation: row.translation,
            mnemonic: row.mnemonic,
            partOfSpeech: row.part_of_speech,
          });
        }
      }
    }
    return found;
  }

  /** Stores new COMPLETE entries (no usage: they were not met in a text here). */
  async insert(userId: number, words: ImportedWord[], now: string): Promise<void> {
    for (let start = 0; start < words.length; start += CHUNK) {
      await this.db
        .insertInto('vocabularies')
        .values(
          words.slice(start, start + CHUNK).map((w) => ({
            user_id: userId,
            language: w.language,
            word: w.word,
            normalized: w.normalized,
            translation: w.translation,
            mnemonic: w.mnemonic,
            part_of_speech: w.partOfSpeech,
            status: 'COMPLETE',
            error: null,
            last_reviewed_at: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    }
  }

  /** Fills an entry's empty fields from a merged row (what the learner has is never overwritten). */
  async fillBlanks(
    id: number,
    fields: { translation?: string; mnemonic?: string; partOfSpeech?: string },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('vocabularies')
      .set({
        ...(fields.translation ? { translation: fields.translation } : {}),
        ...(fields.mnemonic ? { mnemonic: fields.mnemonic } : {}),
        ...(fields.partOfSpeech ? { part_of_speech: fields.partOfSpeech } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }
}
