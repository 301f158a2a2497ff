import type { Language, PlacementLevel } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { knownEntry, type KnownThreshold } from '../vocabulary/vocabulary.repository.js';

/** What a stored status says; `new` is the absence of a row. */
export type StoredStatus = 'known' | 'ignored';
/** What marked a form: finishing a text, the learner by hand, placement, an import. */
export type StatusSource = 'read' | 'manual' | 'placement' | 'import';

/** How many forms of a language have a stored status. */
export interface StatusCount {
  language: Language;
  status: StoredStatus;
  count: number;
}

/** Rows per statement: 6 parameters each stays far below SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export class WordStatusesRepository {
  constructor(private readonly db: Database) {}

  /**
   * Marks `forms` with `status` where they have no status yet, and answers the forms this call marked:
   * INSERT … ON CONFLICT DO NOTHING RETURNING, so of concurrent calls each form is counted by one.
   */
  async addMissing(
    userId: number,
    language: Language,
    forms: readonly string[],
    status: StoredStatus,
    source: StatusSource,
    now: string,
  ): Promise<string[]> {
    if (forms.length === 0) return [];
    // one transaction: PostgreSQL bumps the learner's version once at its commit (migration 0022)
    return this.db.transaction().execute(async (trx) => {
      const marked: string[] = [];
      for (const part of chunks(forms)) {
        const rows = await trx
          .insertInto('word_statuses')
          .values(part.map((form) => ({ user_id: userId, language, form, status, source, updated_at: now })))
          .onConflict((oc) => oc.columns(['user_id', 'language', 'form']).doNothing())
          .returning('form')
          .execute();
        for (const row of rows) marked.push(row.form);
      }
      return marked;
    });
  }

  /** Sets `status` on `forms` whatever they had; answers how many changed (a form already at it is not). */
  async set(
    userId: number,
    language: Language,
    forms: readonly string[],
    status: StoredStatus,
    source: StatusSource,
    now: string,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      let changed = 0;
      for (const part of chunks(forms)) {
        const rows = await trx
          .insertInto('word_statuses')
          .values(part.map((form) => ({ user_id: userId, language, form, status, source, updated_at: now })))
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'language', 'form'])
              .doUpdateSet((eb) => ({
                status: eb.ref('excluded.status'),
                source: eb.ref('excluded.source'),
                updated_at: eb.ref('excluded.updated_at'),
              }))
              .where('word_statuses.status', '<>', status),
          )
          .returning('form')
          .execute();
        changed += rows.length;
      }
      return changed;
    });
  }

  /** Back to new: removes the statuses of `forms`; answers how many there were. */
  async remove(userId: number, language: Language, forms: readonly string[]): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      let removed = 0;
      for (const part of chunks(forms)) {
        const result = await trx
          .deleteFrom('word_statuses')
          .where('user_id', '=', userId)
          .where('language', '=', language)
          .where('form', 'in', part)
          .executeTakeFirst();
        removed += Number(result.numDeletedRows);
      }
      return removed;
    });
  }

  /** The forms among `forms` that are a base form or a clicked form of one of the learner's entries. */
  async vocabularyFormsAmong(userId: number, language: Language, forms: readonly string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (const part of chunks(forms)) {
      const base = this.db
        .selectFrom('vocabularies')
        .select('normalized as form')
        .where('user_id', '=', userId)
        .where('language', '=', language)
        .where('normalized', 'in', part);
      const clicked = this.db
        .selectFrom('vocabulary_usages as u')
        .innerJoin('vocabularies as v', 'v.id', 'u.vocabulary_id')
        .select('u.surface as form')
        .where('u.user_id', '=', userId)
        .where('u.surface', 'in', part)
        .where('v.language', '=', language);
      for (const row of await base.union(clicked).execute()) found.add(row.form);
    }
    return found;
  }

  /** Placement's statuses (source 'placement') back to new, and its level forgotten. */
  async clearPlacement(userId: number, language: Language): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('word_statuses')
        .where('user_id', '=', userId)
        .where('language', '=', language)
        .where('source', '=', 'placement')
        .executeTakeFirst();
      await trx.deleteFrom('word_placements').where('user_id', '=', userId).where('language', '=', language).execute();
      return Number(result.numDeletedRows);
    });
  }

  /** Remembers the placement level in effect: the higher of the stored one and `level` (A0 < A1 < … < C2 as text). */
  async raisePlacement(userId: number, language: Language, level: PlacementLevel, now: string): Promise<void> {
    await this.db
      .insertInto('word_placements')
      .values({ user_id: userId, language, level, updated_at: now })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'language'])
          .doUpdateSet((eb) => ({ level: eb.ref('excluded.level'), updated_at: eb.ref('excluded.updated_at') }))
          .where('word_placements.level', '<', level),
      )
      .execute();
  }

  /** The placement level in effect per language. */
  async placements(userId: number): Promise<Map<Language, PlacementLevel>> {
    const rows = await this.db
      .selectFrom('word_placements')
      .select(['language', 'level'])
      .where('user_id', '=', userId)
      .execute();
    return new Map(rows.map((row) => [row.language as Language, row.level as PlacementLevel]));
  }

  /** Stored statuses counted per language and status (a scan of the learner's primary-key range). */
  async statusCounts(userId: number, language?: Language): Promise<StatusCount[]> {
    let query = this.db
      .selectFrom('word_statuses')
      .select(['language', 'status', (eb) => eb.fn.countAll<number>().as('count')])
      .where('user_id', '=', userId);
    if (language !== undefined) query = query.where('language', '=', language);
    const rows = await query.groupBy(['language', 'status']).execute();
    return rows.map((row) => ({
      language: row.language as Language,
      status: row.status as StoredStatus,
      count: Number(row.count),
    }));
  }

  /**
   * The learner's vocabulary forms in a language (base and clicked forms, phrases left out) that have no
   * stored status, counted as learning or known by the threshold of decision 012.
   */
  async unmarkedVocabularyCounts(
    userId: number,
    language: Language,
    threshold: KnownThreshold,
  ): Promise<{ learning: number; known: number }> {
    const known = knownEntry(threshold);
    const base = this.db
      .selectFrom('vocabularies as v')
      .select(['v.normalized as form', known.as('known')])
      .where('v.user_id', '=', userId)
      .where('v.language', '=', language);
    const clicked = this.db
      .selectFrom('vocabulary_usages as u')
      .innerJoin('vocabularies as v', 'v.id', 'u.vocabulary_id')
      .select(['u.surface as form', known.as('known')])
      .where('u.user_id', '=', userId)
      .where('v.language', '=', language);
    const forms = this.db
      .selectFrom(base.unionAll(clicked).as('a'))
      .select(['a.form', (eb) => eb.fn.max('a.known').as('known')])
      .where('a.form', 'not like', '% %')
      .groupBy('a.form');
    const row = await this.db
      .selectFrom(forms.as('f'))
      .leftJoin('word_statuses as s', (join) =>
        join.on('s.user_id', '=', userId).on('s.language', '=', language).onRef('s.form', '=', 'f.form'),
      )
      .select((eb) => [
        eb.fn.count(eb.case().when('f.known', '=', 0).then(1).end()).as('learning'),
        eb.fn.count(eb.case().when('f.known', '=', 1).then(1).end()).as('known'),
      ])
      .where('s.form', 'is', null)
      .executeTakeFirstOrThrow();
    return { learning: Number(row.learning), known: Number(row.known) };
  }

  /** The languages the learner has vocabulary in. */
  async vocabularyLanguages(userId: number): Promise<Language[]> {
    const rows = await this.db
      .selectFrom('vocabularies')
      .select('language')
      .distinct()
      .where('user_id', '=', userId)
      .execute();
    return rows.map((row) => row.language as Language);
  }

  /** How many forms were marked known at each moment they were (one moment per call), oldest first. */
  async knownMarks(userId: number, language: Language): Promise<Array<{ at: string; count: number }>> {
    const rows = await this.db
      .selectFrom('word_statuses')
      .select(['updated_at', (eb) => eb.fn.countAll<number>().as('count')])
      .where('user_id', '=', userId)
      .where('language', '=', language)
      .where('status', '=', 'known')
      .groupBy('updated_at')
      .orderBy('updated_at')
      .execute();
    return rows.map((row) => ({ at: row.updated_at, count: Number(row.count) }));
  }
}
