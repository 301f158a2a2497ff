import type { GenerationStatus, Language, Level, TextType } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { GenerationStatusRepository } from '../../db/generation-status.repository.js';
import { QueryShapes } from '../../db/query-shapes.js';

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
  createdAt: string;
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
        't.created_at',
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
   * The user's own texts and everybody's public ones, newest first, after the cursor id. Two index range
   * scans of at most `limit` rows each, merged: an OR over both indexes would sort every public text.
   */
  async listReadable(userId: number, beforeId: number | null, limit: number): Promise<TextRecord[]> {
    const after = beforeId !== null;
    // the text list is the most called query: its two shapes are built once (db/query-shapes.ts)
    const ids = await this.shapes.execute(`readable-ids:${after}`, { userId, beforeId, limit }, (bind) =>
      this.db
        .selectFrom((eb) =>
          eb
            .selectFrom('generated_texts')
            .select('id')
            .where('creator_id', '=', bind<number>('userId'))
            .$if(after, (q) => q.where('id', '<', bind<number>('beforeId')))
            .orderBy('id', 'desc')
            .limit(bind<number>('limit'))
            .as('own'),
        )
        .select('own.id')
        .unionAll((eb) =>
          eb
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
        ),
    );
    const newest = ids
      .map((row) => row.id)
      .sort((a, b) => b - a)
      .slice(0, limit);
    if (newest.length === 0) return [];
    const rows = await this.shapes.execute(
      `texts-by-id:${newest.length}`,
      Object.fromEntries(newest.map((id, i) => [`id${i}`, id])),
      (bind) =>
        this.selectTexts()
          .where(
            't.id',
            'in',
            newest.map((_, i) => bind<number>(`id${i}`)),
          )
          .orderBy('t.id', 'desc'),
    );
    return rows.map(toRecord);
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

  async incrementViews(id: number): Promise<void> {
    await this.db
      .updateTable('generated_texts')
      .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
      .where('id', '=', id)
      .execute();
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

  async complete(id: number, output: string, wordCount: number, now: string): Promise<void> {
    await this.db
      .updateTable('generated_texts')
      .set({ output, word_count: wordCount, status: 'COMPLETE', error: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async countCreatedSince(userId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('generated_texts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creator_id', '=', userId)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

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
    return { total: Number(row.total), lastWeek: Number(row.last_week ?? 0), words: Number(row.words ?? 0) };
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
  created_at: string;
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
    createdAt: row.created_at,
  };
}
