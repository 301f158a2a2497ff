import type { GenerationStatus, Language } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { GenerationStatusRepository } from '../../db/generation-status.repository.js';
import { QueryShapes } from '../../db/query-shapes.js';

export interface UsageRecord {
  textId: number;
  chapterId: number | null;
  chapterNumber: number;
  startIdx: number;
  endIdx: number;
  surface: string;
  sentence: string;
}

/** A usage to store: also its text's creation time, copied for the "texts of the last N days" filters. */
export interface NewUsage extends UsageRecord {
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
  error: string | null;
  createdAt: string;
  usages: UsageRecord[];
}

export interface VocabularyFilters {
  languages?: Language[];
  textId?: number;
  /** Only words used in texts created at or after this time. */
  textsCreatedSince?: string;
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
  error: string | null;
  created_at: string;
};

export class VocabularyRepository extends GenerationStatusRepository {
  private readonly shapes: QueryShapes;

  constructor(db: Database) {
    super(db, 'vocabularies');
    this.shapes = new QueryShapes(db);
  }

  async findById(id: number): Promise<VocabularyRecord | undefined> {
    const row = await this.db.selectFrom('vocabularies').select(ENTRY_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && (await this.withUsages([row]))[0];
  }

  /** The entry that already holds this place of this text, if the learner clicked it before. */
  async findByPlace(
    userId: number,
    textId: number,
    chapterNumber: number,
    startIdx: number,
  ): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('vocabulary_usages')
      .select('vocabulary_id')
      .where('user_id', '=', userId)
      .where('generated_text_id', '=', textId)
      .where('chapter_number', '=', chapterNumber)
      .where('start_idx', '=', startIdx)
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
    usage: NewUsage,
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

  async addUsage(vocabularyId: number, userId: number, usage: NewUsage, now: string): Promise<void> {
    await this.db
      .insertInto('vocabulary_usages')
      .values(usageRow(vocabularyId, userId, usage, now))
      .onConflict((oc) =>
        oc.columns(['user_id', 'generated_text_id', 'chapter_number', 'start_idx']).doNothing(),
      )
      .execute();
  }

  /** A page of the learner's entries, newest first, with their usages loaded in one more query. */
  async list(
    userId: number,
    filters: VocabularyFilters,
    beforeId: number | null,
    limit: number,
  ): Promise<VocabularyRecord[]> {
    const languages = filters.languages ?? [];
    const { textId, textsCreatedSince: since } = filters;
    const key = `list:${languages.length}:${beforeId !== null}:${textId !== undefined}:${since !== undefined}`;
    const values = { userId, beforeId, textId, since, limit, ...Object.fromEntries(languages.map((l, i) => [`language${i}`, l])) };
    // the vocabulary page is a hot call: its shapes are built once (db/query-shapes.ts)
    const rows = await this.shapes.execute(key, values, (bind) => {
      let query = this.db
        .selectFrom('vocabularies as v')
        .select(ENTRY_COLUMNS.map((column) => `v.${column}` as const))
        .where('v.user_id', '=', bind<number>('userId'));
      if (languages.length) query = query.where('v.language', 'in', languages.map((_, i) => bind<Language>(`language${i}`)));
      if (beforeId !== null) query = query.where('v.id', '<', bind<number>('beforeId'));
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
      return query.orderBy('v.id', 'desc').limit(bind<number>('limit'));
    });
    return this.withUsages(rows);
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
      await trx.deleteFrom('vocabularies').where('id', '=', fromId).execute();
    });
  }

  /** Every form the learner knows in a language: base forms and clicked forms, for highlighting. */
  async knownForms(userId: number, language: Language): Promise<string[]> {
    const base = this.db
      .selectFrom('vocabularies')
      .select('normalized as form')
      .where('user_id', '=', userId)
      .where('language', '=', language);
    const clicked = this.db
      .selectFrom('vocabulary_usages as u')
      .innerJoin('vocabularies as v', 'v.id', 'u.vocabulary_id')
      .select('u.surface as form')
      .where('u.user_id', '=', userId)
      .where('v.language', '=', language);
    const rows = await base.union(clicked).execute();
    return rows.map((row) => row.form).sort();
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
      list.push({
        textId: u.generated_text_id,
        chapterId: u.chapter_id,
        chapterNumber: u.chapter_number,
        startIdx: u.start_idx,
        endIdx: u.end_idx,
        surface: u.surface,
        sentence: u.sentence,
      });
      byEntry.set(u.vocabulary_id, list);
    }
    return rows.map((row) => ({
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
      error: row.error,
      createdAt: row.created_at,
      usages: byEntry.get(row.id) ?? [],
    }));
  }
}

function usageRow(vocabularyId: number, userId: number, usage: NewUsage, now: string) {
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
    created_at: now,
    text_created_at: usage.textCreatedAt,
  };
}
