import type { GenerationStatus, Language, Level, LevelFit, TextType } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { GenerationStatusRepository } from '../../db/generation-status.repository.js';
import { QueryShapes } from '../../db/query-shapes.js';
import {
  parsePractice,
  serializePractice,
  type AskedWord,
  type PracticeRecord,
} from '../practice-words/practice-words.js';
import { parseImported, type ImportedRecord } from '../imported-texts/imported-record.js';
import { selectPracticeWords } from '../practice-words/practice-words.queries.js';
import { PUBLIC_TEXTS_SCOPE } from '../../db/migrations/0021-text-list-versions.js';

export interface TextRecord {
  id: number;
  creatorId: number;
  creator: string;
  topic: string;
  status: GenerationStatus;
  output: string;
  language: Language;
  level: Level;
  textType: TextType;
  wordNumber: number;
  mainCharacter: string;
  imageFileId: number | null;
  publiclyVisible: boolean;
  viewCount: number;
  wordCount: number;
  error: string | null;
  isDemo: boolean;
  /** "Practise my words" (issue 16): the words asked for and, once written, those used. */
  practiceWords: PracticeRecord | null;
  /** A learner's own text (issue 17): how it was imported; null when the model wrote it. */
  imported: ImportedRecord | null;
  createdAt: string;
  /** When the creator last set a profile picture, or null while they have none (issue 18: no 404 per card). */
  creatorPicUpdatedAt: string | null;
}

export interface NewText {
  creatorId: number;
  topic: string;
  language: Language;
  level: Level;
  textType: TextType;
  wordNumber: number;
  mainCharacter: string;
  imageFileId: number | null;
  publiclyVisible: boolean;
  isDemo: boolean;
  practiceWords?: PracticeRecord | null;
  now: string;
}

export class GeneratedTextsRepository extends GenerationStatusRepository {
  private readonly shapes: QueryShapes;

  constructor(db: Database) {
    super(db, 'generated_texts', { output: '' });
    this.shapes = new QueryShapes(db);
  }

  private selectTexts() {
    return this.db
      .selectFrom('generated_texts as t')
      .innerJoin('users as u', 'u.id', 't.creator_id')
      .leftJoin('profiles as p', 'p.user_id', 't.creator_id')
      .select([
        't.id',
        't.creator_id',
        'u.username as creator',
        't.topic',
        't.status',
        't.output',
        't.language',
        't.level',
        't.text_type',
        't.word_number',
        't.main_character',
        't.image_file_id',
        't.publicly_visible',
        't.view_count',
        't.word_count',
        't.error',
        't.is_demo',
        't.practice_words',
        't.imported',
        't.created_at',
        // the picture's time only when there is a picture: a profile row may outlive it
        (eb) => eb.case().when('p.pic_file_id', 'is not', null).then(eb.ref('p.updated_at')).else(null).end().as('creator_pic_updated_at'),
      ]);
  }

  async create(text: NewText): Promise<number> {
    const { id } = await this.db
      .insertInto('generated_texts')
      .values({
        creator_id: text.creatorId,
        topic: text.topic,
        status: 'PENDING',
        language: text.language,
        level: text.level,
        text_type: text.textType,
        word_number: text.wordNumber,
        main_character: text.mainCharacter,
        image_file_id: text.imageFileId,
        publicly_visible: text.publiclyVisible ? 1 : 0,
        is_demo: text.isDemo ? 1 : 0,
        practice_words: text.practiceWords ? serializePractice(text.practiceWords) : null,
        created_at: text.now,
        updated_at: text.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async findById(id: number): Promise<TextRecord | undefined> {
    const row = await this.selectTexts().where('t.id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /**
   * The user's own texts and everybody's public ones, newest first, after the cursor id, in one statement:
   * two index range scans of at most `limit` ids each (an OR over both indexes would sort every public
   * text), joined to their rows and cut to `limit`.
   */
  async listReadable(userId: number, beforeId: number | null, limit: number): Promise<TextRecord[]> {
    const after = beforeId !== null;
    // the text list is the most called query: its two shapes are built once (db/query-shapes.ts)
    const rows = await this.shapes.execute(`readable:${after}`, { userId, beforeId, limit }, (bind) =>
      this.selectTexts()
        .innerJoin(
          (eb) =>
            eb
              .selectFrom((own) =>
                own
                  .selectFrom('generated_texts')
                  .select('id')
                  .where('creator_id', '=', bind<number>('userId'))
                  .$if(after, (q) => q.where('id', '<', bind<number>('beforeId')))
                  .orderBy('id', 'desc')
                  .limit(bind<number>('limit'))
                  .as('own'),
              )
              .select('own.id')
              .unionAll((shared) =>
                shared
                  .selectFrom((inner) =>
                    inner
                      .selectFrom('generated_texts')
                      .select('id')
                      .where('publicly_visible', '=', 1)
                      .where('creator_id', '!=', bind<number>('userId'))
                      .$if(after, (q) => q.where('id', '<', bind<number>('beforeId')))
                      .orderBy('id', 'desc')
                      .limit(bind<number>('limit'))
                      .as('shared'),
                  )
                  .select('shared.id'),
              )
              .as('ids'),
          (join) => join.onRef('ids.id', '=', 't.id'),
        )
        .orderBy('t.id', 'desc')
        .limit(bind<number>('limit')),
    );
    return rows.map(toRecord);
  }

  /**
   * The version of what the user's text list shows (decision 026): their own texts' number plus that of
   * everybody's public texts. Both only grow, so the sum changes whenever either does.
   */
  async listVersionOf(userId: number): Promise<number> {
    const rows = await this.shapes.execute('text-list-version', { userId }, (bind) =>
      this.db
        .selectFrom('text_list_versions')
        .select('version')
        .where('scope', 'in', [PUBLIC_TEXTS_SCOPE, bind<number>('userId')]),
    );
    return rows.reduce((sum, row) => sum + Number(row.version), 0);
  }

  /**
   * The text list's version (listVersionOf) and the learner's vocabulary version (decision 038: the cards'
   * level fit changes with it) in one statement: the text list's kept answer is checked against both on
   * every call, and a second statement cost the kept list about a tenth of its throughput.
   */
  async listAndKnownVersionsOf(userId: number): Promise<{ list: number; known: number }> {
    const rows = await this.shapes.execute('text-list-and-known-versions', { userId }, (bind) =>
      this.db.selectNoFrom((eb) => [
        eb
          .selectFrom('text_list_versions')
          .select((sub) => sub.fn.sum<number | string>('version').as('version'))
          .where('scope', 'in', [PUBLIC_TEXTS_SCOPE, bind<number>('userId')])
          .as('list'),
        eb.selectFrom('vocabulary_versions').select('version').where('user_id', '=', bind<number>('userId')).as('known'),
      ]),
    );
    return { list: Number(rows[0]?.list ?? 0), known: Number(rows[0]?.known ?? 0) };
  }

  async topViewed(userId: number, limit: number): Promise<TextRecord[]> {
    const rows = await this.selectTexts()
      .where((eb) => eb.or([eb('t.creator_id', '=', userId), eb('t.publicly_visible', '=', 1)]))
      .where('t.status', '=', 'COMPLETE')
      .orderBy('t.view_count', 'desc')
      .orderBy('t.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toRecord);
  }

  async update(
    id: number,
    changes: { publiclyVisible?: boolean; topic?: string },
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('generated_texts')
      .set({
        ...(changes.publiclyVisible !== undefined
          ? { publicly_visible: changes.publiclyVisible ? 1 : 0 }
          : {}),
        ...(changes.topic !== undefined ? { topic: changes.topic } : {}),
        updated_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Deletes a text with its picture (decision 015); its chapters, views and every learner's vocabulary
   * usages in it go by FK cascade, while the vocabulary entries stay. False if it was already gone.
   */
  async delete(id: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const text = await trx
        .deleteFrom('generated_texts')
        .where('id', '=', id)
        .returning('image_file_id')
        .executeTakeFirst();
      if (!text) return false;
      if (text.image_file_id !== null) await trx.deleteFrom('files').where('id', '=', text.image_file_id).execute();
      return true;
    });
  }

  /**
   * Counts a view of the text by the user unless one was counted at or after `countedSince`; true when
   * counted. The upsert decides: PostgreSQL re-checks its WHERE on the locked row and SQLite has one
   * writer, so a burst of views by one user counts once.
   */
  async countView(userId: number, textId: number, now: string, countedSince: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const fresh = await trx
        .insertInto('text_views')
        .values({ user_id: userId, text_id: textId, counted_at: now })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'text_id'])
            .doUpdateSet({ counted_at: now })
            .where('text_views.counted_at', '<', countedSince),
        )
        .returning('counted_at')
        .executeTakeFirst();
      if (!fresh) return false;
      await trx
        .updateTable('generated_texts')
        .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
        .where('id', '=', textId)
        .execute();
      return true;
    });
  }

  /** Stores the partial output while generating; only while still PENDING, so a late write cannot undo a result. */
  async saveProgress(id: number, output: string, now: string): Promise<void> {
    await this.db
      .updateTable('generated_texts')
      .set({ output, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** The learner's due or weakest words of a language, for a text that practises them. */
  practiceCandidates(userId: number, language: Language, now: string, limit: number): Promise<AskedWord[]> {
    return selectPracticeWords(this.db, userId, language, now, limit);
  }

  /** Which asked words the finished text used; written before the text turns COMPLETE. */
  async recordPracticeUse(id: number, practice: PracticeRecord): Promise<void> {
    await this.db
      .updateTable('generated_texts')
      .set({ practice_words: serializePractice(practice) })
      .where('id', '=', id)
      .execute();
  }

  /** PENDING → COMPLETE with the final output, and its level fit for the creator (issue 36), in one write. */
  async complete(id: number, output: string, wordCount: number, now: string, levelFit: LevelFit | null = null): Promise<void> {
    await this.db
      .updateTable('generated_texts')
      .set({
        output,
        word_count: wordCount,
        status: 'COMPLETE',
        error: null,
        level_fit: levelFit && JSON.stringify(levelFit),
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /**
   * The learner's own texts: how many, how many this week, and how many words they read in them, chapters
   * included (a chapter's word_count is 0 until it is COMPLETE). Decision 010.
   */
  async stats(userId: number, weekAgo: string) {
    const row = await this.db
      .selectFrom('generated_texts')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('created_at', '>=', weekAgo).then(1).else(0).end()).as('last_week'),
        eb.fn.sum<number>('word_count').as('words'),
      ])
      .where('creator_id', '=', userId)
      .executeTakeFirstOrThrow();
    const chapters = await this.db
      .selectFrom('chapters as c')
      .innerJoin('generated_texts as t', 't.id', 'c.generated_text_id')
      .select((eb) => eb.fn.sum<number>('c.word_count').as('words'))
      .where('t.creator_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      lastWeek: Number(row.last_week ?? 0),
      words: Number(row.words ?? 0) + Number(chapters.words ?? 0),
    };
  }

  /**
   * The level fits stored for the creator's last `limit` finished texts and chapters (issue 36), newest
   * first: at most `limit` of each read (the creator's texts by their index of measured texts), merged.
   */
  async recentLevelFits(userId: number, limit: number): Promise<LevelFit[]> {
    const [texts, chapters] = await Promise.all([
      this.db
        .selectFrom('generated_texts')
        .select(['level_fit', 'updated_at'])
        .where('creator_id', '=', userId)
        .where('level_fit', 'is not', null)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
      this.db
        .selectFrom('chapters as c')
        .innerJoin('generated_texts as t', 't.id', 'c.generated_text_id')
        .select(['c.level_fit', 'c.updated_at'])
        .where('t.creator_id', '=', userId)
        .where('c.level_fit', 'is not', null)
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute(),
    ]);
    return [...texts, ...chapters]
      .sort((a, b) => (a.updated_at < b.updated_at ? 1 : a.updated_at > b.updated_at ? -1 : 0))
      .slice(0, limit)
      .map((row) => JSON.parse(row.level_fit!) as LevelFit);
  }
}

type Row = {
  id: number;
  creator_id: number;
  creator: string;
  topic: string;
  status: string;
  output: string;
  language: string;
  level: string;
  text_type: string;
  word_number: number;
  main_character: string;
  image_file_id: number | null;
  publicly_visible: number;
  view_count: number;
  word_count: number;
  error: string | null;
  is_demo: number;
  practice_words: string | null;
  imported: string | null;
  created_at: string;
  creator_pic_updated_at: string | null;
};

function toRecord(row: Row): TextRecord {
  return {
    id: row.id,
    creatorId: row.creator_id,
    creator: row.creator,
    topic: row.topic,
    status: row.status as GenerationStatus,
    output: row.output,
    language: row.language as Language,
    level: row.level as Level,
    textType: row.text_type as TextType,
    wordNumber: row.word_number,
    mainCharacter: row.main_character,
    imageFileId: row.image_file_id,
    publiclyVisible: Boolean(row.publicly_visible),
    viewCount: row.view_count,
    wordCount: row.word_count,
    error: row.error,
    isDemo: Boolean(row.is_demo),
    practiceWords: parsePractice(row.practice_words),
    imported: parseImported(row.imported),
    createdAt: row.created_at,
    creatorPicUpdatedAt: row.creator_pic_updated_at,
  };
}
