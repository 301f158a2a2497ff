import type { GenerationStatus } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import { GenerationStatusRepository } from '../../db/generation-status.repository.js';

export interface ChapterRecord {
  id: number;
  textId: number;
  chapterNumber: number;
  status: GenerationStatus;
  content: string;
  words: string[];
  usedWords: string[];
  wordCount: number;
  error: string | null;
  createdAt: string;
}

type Row = {
  id: number;
  generated_text_id: number;
  chapter_number: number;
  status: string;
  content: string;
  words: string;
  used_words: string;
  word_count: number;
  error: string | null;
  created_at: string;
};

const toRecord = (row: Row): ChapterRecord => ({
  id: row.id,
  textId: row.generated_text_id,
  chapterNumber: row.chapter_number,
  status: row.status as GenerationStatus,
  content: row.content,
  words: JSON.parse(row.words) as string[],
  usedWords: JSON.parse(row.used_words) as string[],
  wordCount: row.word_count,
  error: row.error,
  createdAt: row.created_at,
});

export class ChaptersRepository extends GenerationStatusRepository {
  constructor(db: Database) {
    super(db, 'chapters', { content: '' });
  }

  async find(textId: number, chapterNumber: number): Promise<ChapterRecord | undefined> {
    const row = await this.db
      .selectFrom('chapters')
      .selectAll()
      .where('generated_text_id', '=', textId)
      .where('chapter_number', '=', chapterNumber)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findById(id: number): Promise<ChapterRecord | undefined> {
    const row = await this.db.selectFrom('chapters').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /** The chapters before `chapterNumber`, in order: the story so far for the next prompt. */
  async listBefore(textId: number, chapterNumber: number): Promise<ChapterRecord[]> {
    const rows = await this.db
      .selectFrom('chapters')
      .selectAll()
      .where('generated_text_id', '=', textId)
      .where('chapter_number', '<', chapterNumber)
      .orderBy('chapter_number')
      .execute();
    return rows.map(toRecord);
  }

  /**
   * Adds the next chapter number atomically: the unique (text, number) constraint turns a race between
   * two clicks into a retry with the following number instead of two chapters with one number.
   */
  async createNext(textId: number, words: string[], now: string): Promise<ChapterRecord> {
    for (let attempt = 0; ; attempt += 1) {
      const last = await this.db
        .selectFrom('chapters')
        .select((eb) => eb.fn.max('chapter_number').as('n'))
        .where('generated_text_id', '=', textId)
        .executeTakeFirst();
      const chapterNumber = Number(last?.n ?? 0) + 1;
      try {
        const { id } = await this.db
          .insertInto('chapters')
          .values({
            generated_text_id: textId,
            chapter_number: chapterNumber,
            status: 'PENDING',
            words: JSON.stringify(words),
            error: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return (await this.findById(id))!;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }

  async saveProgress(id: number, content: string, now: string): Promise<void> {
    await this.db
      .updateTable('chapters')
      .set({ content, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async complete(
    id: number,
    content: string,
    usedWords: string[],
    wordCount: number,
    now: string,
  ): Promise<void> {
    await this.db
      .updateTable('chapters')
      .set({
        content,
        used_words: JSON.stringify(usedWords),
        word_count: wordCount,
        status: 'COMPLETE',
        error: null,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async countCreatedSince(userId: number, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('chapters as c')
      .innerJoin('generated_texts as t', 't.id', 'c.generated_text_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('t.creator_id', '=', userId)
      .where('c.created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
