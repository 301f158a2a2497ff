import type { Language, MotherTongue } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import type { DictdEntry } from './dictd.js';

// rows per INSERT: 6 parameters each stays far below SQLite's and PostgreSQL's parameter limits
const INSERT_BATCH = 500;

export interface DictionaryRow {
  id: number;
  name: string;
  title: string;
  fromLanguage: string;
  toLanguage: string;
  entryCount: number;
  createdAt: string;
}

export interface FoundEntry {
  headword: string;
  headwordKey: string;
  definition: string;
  dictionary: string;
}

export class DictionaryExistsError extends Error {}

export class DictionariesRepository {
  constructor(private readonly db: Database) {}

  /** The dictionary and all its entries in one transaction: a failure leaves nothing behind. */
  async insert(
    dictionary: { name: string; title: string; from: Language; to: MotherTongue; now: string },
    entries: DictdEntry[],
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('dictionaries')
        .select('id')
        .where('name', '=', dictionary.name)
        .executeTakeFirst();
      if (taken)
        throw new DictionaryExistsError(
          `A dictionary named '${dictionary.name}' is already imported; remove it first.`,
        );
      // the unique name also stops a concurrent import of the same name at this INSERT
      const { id } = await trx
        .insertInto('dictionaries')
        .values({
          name: dictionary.name,
          title: dictionary.title,
          from_language: dictionary.from,
          to_language: dictionary.to,
          entry_count: entries.length,
          created_at: dictionary.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (let start = 0; start < entries.length; start += INSERT_BATCH) {
        await trx
          .insertInto('dictionary_entries')
          .values(
            entries.slice(start, start + INSERT_BATCH).map((entry) => ({
              dictionary_id: id,
              from_language: dictionary.from,
              to_language: dictionary.to,
              headword: entry.headword,
              headword_key: entry.headwordKey,
              definition: entry.definition,
            })),
          )
          .execute();
      }
      return id;
    });
  }

  async list(): Promise<DictionaryRow[]> {
    const rows = await this.db.selectFrom('dictionaries').selectAll().orderBy('name').execute();
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      fromLanguage: row.from_language,
      toLanguage: row.to_language,
      entryCount: row.entry_count,
      createdAt: row.created_at,
    }));
  }

  /** False when no dictionary has that name. Entries go first: SQLite enforces no cascade without its pragma. */
  async remove(name: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('dictionaries')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirst();
      if (!found) return false;
      await trx.deleteFrom('dictionary_entries').where('dictionary_id', '=', found.id).execute();
      await trx.deleteFrom('dictionaries').where('id', '=', found.id).execute();
      return true;
    });
  }

  /** Entries whose key is one of `keys`, through the (from, to, headword_key) index. */
  async find(from: Language, to: MotherTongue, keys: string[], limit: number): Promise<FoundEntry[]> {
    if (keys.length === 0) return [];
    const rows = await this.db
      .selectFrom('dictionary_entries as e')
      .innerJoin('dictionaries as d', 'd.id', 'e.dictionary_id')
      .select(['e.headword', 'e.headword_key', 'e.definition', 'd.name'])
      .where('e.from_language', '=', from)
      .where('e.to_language', '=', to)
      .where('e.headword_key', 'in', keys)
      .orderBy('e.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      headword: row.headword,
      headwordKey: row.headword_key,
      definition: row.definition,
      dictionary: row.name,
    }));
  }

  /** Whether the demo writer (no model) wrote the text; false for a text that does not exist. */
  async isDemoText(textId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('generated_texts')
      .select('is_demo')
      .where('id', '=', textId)
      .executeTakeFirst();
    return row?.is_demo === 1;
  }

  /** The base forms the learner's vocabulary already knows for a clicked surface form (index on user_id, surface). */
  async knownBaseForms(userId: number, language: Language, surfaces: string[]): Promise<string[]> {
    const rows = await this.db
      .selectFrom('vocabulary_usages as u')
      .innerJoin('vocabularies as v', 'v.id', 'u.vocabulary_id')
      .select('v.normalized')
      .distinct()
      .where('u.user_id', '=', userId)
      .where('u.surface', 'in', surfaces)
      .where('v.language', '=', language)
      .limit(5)
      .execute();
    return rows.map((row) => row.normalized);
  }
}
