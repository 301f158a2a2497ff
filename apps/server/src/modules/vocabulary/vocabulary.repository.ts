import { KNOWN_STABILITY_DAYS, TRAINING_DEFAULTS, type GenerationStatus, type Language } from '@reeprise/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { GenerationStatusRepository } from '../../db/generation-status.repository.js';
import { QueryShapes } from '../../db/query-shapes.js';
import { matchesSearch, orderBy, searchPattern, startAfter, type ListPosition } from './list-order.js';
import { countReviews, REVIEW_COUNT_FIELDS } from './review-counts.repository.js';

export interface UsageRecord {
  textId: number;
  chapterId: number | null;
  chapterNumber: number;
  startIdx: number;
  endIdx: number;
  surface: string;
  sentence: string;
  /** Where the clicked word (or phrase) is in `sentence`; (0, 0) when it is not marked. */
  sentenceStart: number;
  sentenceEnd: number;
  /** Its text's creation time, copied onto the usage for the "texts of the last N days" filters. */
  textCreatedAt: string;
}

export interface VocabularyRecord {
  id: number;
  userId: number;
  language: Language;
  word: string;
  normalized: string;
  translation: string;
  mnemonic: string;
  partOfSpeech: string;
  status: GenerationStatus;
  winningStreak: number;
  /** The FSRS card's due time (null: never reviewed), stability in days, state, and last review. */
  fsrsDue: string | null;
  fsrsStability: number;
  fsrsState: number;
  lastReviewedAt: string | null;
  error: string | null;
  createdAt: string;
  usages: UsageRecord[];
}

export interface VocabularyFilters {
  languages?: Language[];
  textId?: number;
  /** Only words used in texts created at or after this time. */
  textsCreatedSince?: string;
  /** Only words whose word, translation or mnemonic contains this, in any case. */
  search?: string;
}

/** What a record needs: every row read costs per column, so the list reads no more than this. */
const ENTRY_COLUMNS = [
  'id',
  'user_id',
  'language',
  'word',
  'normalized',
  'translation',
  'mnemonic',
  'part_of_speech',
  'status',
  'winning_streak',
  'fsrs_due',
  'fsrs_stability',
  'fsrs_state',
  'last_reviewed_at',
  'error',
  'created_at',
] as const;

type Row = {
  id: number;
  user_id: number;
  language: string;
  word: string;
  normalized: string;
  translation: string;
  mnemonic: string;
  part_of_speech: string;
  status: string;
  winning_streak: number;
  fsrs_due: string | null;
  fsrs_stability: number;
  fsrs_state: number;
  last_reviewed_at: string | null;
  error: string | null;
  created_at: string;
};

/** When an entry counts as known (decision 012): streak past `maximumStreak` or FSRS stability of `stableDays`. */
export interface KnownThreshold {
  maximumStreak: number;
  stableDays: number;
}

/** The threshold the app uses: the spec's streak and KNOWN_STABILITY_DAYS. */
export const KNOWN_THRESHOLD: KnownThreshold = {
  maximumStreak: TRAINING_DEFAULTS.maximum_streak,
  stableDays: KNOWN_STABILITY_DAYS,
};

/** 1 for an entry past the known threshold, else 0, as a column of a query over `vocabularies as v`. */
export const knownEntry = (threshold: KnownThreshold) =>
  sql<number>`case when v.status = 'COMPLETE' and (v.winning_streak > ${threshold.maximumStreak} or v.fsrs_stability >= ${threshold.stableDays}) then 1 else 0 end`;

export class VocabularyRepository extends GenerationStatusRepository {
  private readonly shapes: QueryShapes;

  constructor(db: Database) {
    super(db, 'vocabularies');
    this.shapes = new QueryShapes(db);
  }

  async findById(id: number): Promise<VocabularyRecord | undefined> {
    return (await this.findByIds([id]))[0];
  }

  /** The entries of `ids` in that order (those that exist), in two queries however many: a page is read at once. */
  async findByIds(ids: readonly number[]): Promise<VocabularyRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.shapes.execute(
      `entries:${ids.length}`,
      Object.fromEntries(ids.map((id, i) => [`id${i}`, id])),
      (bind) =>
        this.db
          .selectFrom('vocabularies')
          .select(ENTRY_COLUMNS)
          .where(
            'id',
            'in',
            ids.map((_, i) => bind<number>(`id${i}`)),
          ),
    );
    const byId = new Map((await this.withUsages(rows)).map((entry) => [entry.id, entry]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The entry that already holds this place (start and end: a word and a phrase may start together). */
  async findByPlace(
    userId: number,
    textId: number,
    chapterNumber: number,
    startIdx: number,
    endIdx: number,
  ): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('vocabulary_usages')
      .select('vocabulary_id')
      .where('user_id', '=', userId)
      .where('generated_text_id', '=', textId)
      .where('chapter_number', '=', chapterNumber)
      .where('start_idx', '=', startIdx)
      .where('end_idx', '=', endIdx)
      .executeTakeFirst();
    return row?.vocabulary_id;
  }

  /** An entry of the learner in this language whose base form, or any clicked form, is `form`. */
  async findByForm(
    userId: number,
    language: Language,
    form: string,
    exceptId?: number,
  ): Promise<number | undefined> {
    let byBase = this.db
      .selectFrom('vocabularies')
      .select('id')
      .where('user_id', '=', userId)
      .where('language', '=', language)
      .where('normalized', '=', form);
    if (exceptId !== undefined) byBase = byBase.where('id', '!=', exceptId);
    const base = await byBase.orderBy('id').executeTakeFirst();
    if (base || exceptId !== undefined) return base?.id;
    const bySurface = await this.db
      .selectFrom('vocabulary_usages as u')
      .innerJoin('vocabularies as v', 'v.id', 'u.vocabulary_id')
      .select('v.id')
      .where('u.user_id', '=', userId)
      .where('u.surface', '=', form)
      .where('v.language', '=', language)
      .orderBy('v.id')
      .executeTakeFirst();
    return bySurface?.id;
  }

  async create(
    entry: { userId: number; language: Language; word: string; normalized: string; now: string },
    usage: UsageRecord,
  ): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('vocabularies')
        .values({
          user_id: entry.userId,
          language: entry.language,
          word: entry.word,
          normalized: entry.normalized,
          status: 'PENDING',
          error: null,
          last_reviewed_at: null,
          created_at: entry.now,
          updated_at: entry.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('vocabulary_usages')
        .values(usageRow(id, entry.userId, usage, entry.now))
        .execute();
      return id;
    });
  }

  async addUsage(vocabularyId: number, userId: number, usage: UsageRecord, now: string): Promise<void> {
    await this.db
      .insertInto('vocabulary_usages')
      .values(usageRow(vocabularyId, userId, usage, now))
      // the place (usages_place_unique, migration 0014) is taken: the learner clicked it before
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  /**
   * A page of the learner's entries in the position's order with their usages, in one statement: the
   * page (index-bounded, `limit` rows) joined to its usages, one row per usage, folded back here.
   */
  async list(
    userId: number,
    filters: VocabularyFilters,
    position: ListPosition,
    limit: number,
  ): Promise<VocabularyRecord[]> {
    const languages = filters.languages ?? [];
    const { textId, textsCreatedSince: since, search } = filters;
    const { sort, after } = position;
    const key = `list:${sort}:${languages.length}:${after !== null}:${textId !== undefined}:${since !== undefined}:${search !== undefined}`;
    const values = {
      userId,
      afterId: after?.id,
      afterKey: after?.key,
      textId,
      since,
      search: search === undefined ? undefined : searchPattern(search),
      limit,
      ...Object.fromEntries(languages.map((l, i) => [`language${i}`, l])),
    };
    // the vocabulary page is a hot call: its shapes are built once (db/query-shapes.ts)
    const rows = await this.shapes.execute(key, values, (bind) => {
      let query = this.db
        .selectFrom('vocabularies as v')
        .select(ENTRY_COLUMNS.map((column) => `v.${column}` as const))
        .where('v.user_id', '=', bind<number>('userId'));
      if (languages.length) query = query.where('v.language', 'in', languages.map((_, i) => bind<Language>(`language${i}`)));
      if (after !== null) query = query.where(startAfter(position, bind));
      if (search !== undefined) query = query.where(matchesSearch(bind));
      if (textId !== undefined || since !== undefined) {
        // one lookup in usages_vocab_text_created_idx per candidate: the text's date is on the usage
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('vocabulary_usages as u')
              .select('u.vocabulary_id')
              .whereRef('u.vocabulary_id', '=', 'v.id')
              .$if(textId !== undefined, (q) => q.where('u.generated_text_id', '=', bind<number>('textId')))
              .$if(since !== undefined, (q) => q.where('u.text_created_at', '>=', bind<string>('since'))),
          ),
        );
      }
      const page = query.orderBy(orderBy(sort)).limit(bind<number>('limit'));
      // the page keeps the alias v, so the same ORDER BY sorts the joined rows
      return this.db
        .selectFrom(page.as('v'))
        .leftJoin('vocabulary_usages as u', 'u.vocabulary_id', 'v.id')
        .select(ENTRY_COLUMNS.map((column) => `v.${column}` as const))
        .select([
          'u.id as usage_id',
          'u.generated_text_id',
          'u.chapter_id',
          'u.chapter_number',
          'u.start_idx',
          'u.end_idx',
          'u.surface',
          'u.sentence',
          'u.sentence_start',
          'u.sentence_end',
          'u.text_created_at',
        ])
        .orderBy(orderBy(sort))
        .orderBy('u.id');
    });
    const entries: VocabularyRecord[] = [];
    for (const row of rows) {
      let entry = entries.at(-1);
      if (entry?.id !== row.id) {
        entry = toRecord(row, []);
        entries.push(entry);
      }
      if (row.usage_id !== null) entry.usages.push(toUsage(row as UsageRow));
    }
    return entries;
  }

  /**
   * The learner's vocabulary version (migration 0020): it changes with every committed change to their
   * entries or usages. 0 before the first.
   */
  async versionOf(userId: number): Promise<number> {
    const rows = await this.shapes.execute('vocabulary-version', { userId }, (bind) =>
      this.db.selectFrom('vocabulary_versions').select('version').where('user_id', '=', bind<number>('userId')),
    );
    return rows.length ? Number(rows[0].version) : 0;
  }

  async update(id: number, changes: { mnemonic?: string; translation?: string }, now: string): Promise<void> {
    await this.db
      .updateTable('vocabularies')
      .set({
        ...(changes.mnemonic !== undefined ? { mnemonic: changes.mnemonic } : {}),
        ...(changes.translation !== undefined ? { translation: changes.translation } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async complete(
    id: number,
    answer: { word: string; normalized: string; translation: string; mnemonic: string; partOfSpeech: string },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('vocabularies')
      .set({
        word: answer.word,
        normalized: answer.normalized,
        translation: answer.translation,
        mnemonic: answer.mnemonic,
        part_of_speech: answer.partOfSpeech,
        status: 'COMPLETE',
        error: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** Moves the usages of a duplicate onto the entry that already had the word, then drops the duplicate. */
  async mergeInto(fromId: number, intoId: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('vocabulary_usages')
        .set({ vocabulary_id: intoId })
        .where('vocabulary_id', '=', fromId)
        .execute();
      // a duplicate is a fresh entry and has no reviews, but if it had, they go with it (by cascade)
      const reviews = await trx.selectFrom('vocabulary_reviews').select(REVIEW_COUNT_FIELDS).where('vocabulary_id', '=', fromId).execute();
      await countReviews(trx, reviews, -1);
      await trx.deleteFrom('vocabularies').where('id', '=', fromId).execute();
    });
  }

  /**
   * Every form the learner has in a language (base forms and clicked forms, and forms marked known), for
   * highlighting: `learning` those of entries not yet known (streak past `maximumStreak` or FSRS
   * stability of `stableDays`) and not marked known or ignored by hand, `ignored` those marked ignored
   * (decision 035). A form of both a known and a learning entry counts as known.
   */
  async knownForms(
    userId: number,
    language: Language,
    threshold: KnownThreshold,
  ): Promise<{ forms: string[]; learning: string[]; ignored: string[] }> {
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
    const [rows, statuses] = await Promise.all([
      base.union(clicked).execute(),
      this.db
        .selectFrom('word_statuses')
        .select(['form', 'status'])
        .where('user_id', '=', userId)
        .where('language', '=', language)
        .execute(),
    ]);
    const marked = new Map(statuses.map((row) => [row.form, row.status]));
    const knownForms = new Set(rows.filter((row) => Number(row.known) === 1).map((row) => row.form));
    const entryForms = new Set(rows.map((row) => row.form));
    const learning = [...entryForms].filter((form) => !knownForms.has(form) && !marked.has(form)).sort();
    for (const [form, status] of marked) if (status === 'known') entryForms.add(form);
    const ignored = statuses.filter((row) => row.status === 'ignored').map((row) => row.form);
    return { forms: [...entryForms].sort(), learning, ignored: ignored.sort() };
  }

  private async withUsages(rows: Row[]): Promise<VocabularyRecord[]> {
    if (rows.length === 0) return [];
    const usages = await this.shapes.execute(
      `usages:${rows.length}`,
      Object.fromEntries(rows.map((row, i) => [`id${i}`, row.id])),
      (bind) =>
        this.db
          .selectFrom('vocabulary_usages')
          .select([
            'vocabulary_id',
            'generated_text_id',
            'chapter_id',
            'chapter_number',
            'start_idx',
            'end_idx',
            'surface',
            'sentence',
            'sentence_start',
            'sentence_end',
            'text_created_at',
          ])
          .where(
            'vocabulary_id',
            'in',
            rows.map((_, i) => bind<number>(`id${i}`)),
          )
          .orderBy('id'),
    );
    const byEntry = new Map<number, UsageRecord[]>();
    for (const u of usages) {
      const list = byEntry.get(u.vocabulary_id) ?? [];
      list.push(toUsage(u));
      byEntry.set(u.vocabulary_id, list);
    }
    return rows.map((row) => toRecord(row, byEntry.get(row.id) ?? []));
  }
}

interface UsageRow {
  generated_text_id: number;
  chapter_id: number | null;
  chapter_number: number;
  start_idx: number;
  end_idx: number;
  surface: string;
  sentence: string;
  sentence_start: number;
  sentence_end: number;
  text_created_at: string;
}

const toUsage = (u: UsageRow): UsageRecord => ({
  textId: u.generated_text_id,
  chapterId: u.chapter_id,
  chapterNumber: u.chapter_number,
  startIdx: u.start_idx,
  endIdx: u.end_idx,
  surface: u.surface,
  sentence: u.sentence,
  sentenceStart: u.sentence_start,
  sentenceEnd: u.sentence_end,
  textCreatedAt: u.text_created_at,
});

function toRecord(row: Row, usages: UsageRecord[]): VocabularyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    language: row.language as Language,
    word: row.word,
    normalized: row.normalized,
    translation: row.translation,
    mnemonic: row.mnemonic,
    partOfSpeech: row.part_of_speech,
    status: row.status as GenerationStatus,
    winningStreak: row.winning_streak,
    fsrsDue: row.fsrs_due,
    fsrsStability: Number(row.fsrs_stability),
    fsrsState: row.fsrs_state,
    lastReviewedAt: row.last_reviewed_at,
    error: row.error,
    createdAt: row.created_at,
    usages,
  };
}

function usageRow(vocabularyId: number, userId: number, usage: UsageRecord, now: string) {
  return {
    vocabulary_id: vocabularyId,
    user_id: userId,
    generated_text_id: usage.textId,
    chapter_id: usage.chapterId,
    chapter_number: usage.chapterNumber,
    start_idx: usage.startIdx,
    end_idx: usage.endIdx,
    surface: usage.surface,
    sentence: usage.sentence,
    sentence_start: usage.sentenceStart,
    sentence_end: usage.sentenceEnd,
    created_at: now,
    text_created_at: usage.textCreatedAt,
  };
}
