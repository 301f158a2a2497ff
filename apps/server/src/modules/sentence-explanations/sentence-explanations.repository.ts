import type { GenerationStatus, MotherTongue } from '@reeprise/contract';
import type { Database } from '../../db/database.js';

export interface ExplanationRecord {
  id: number;
  userId: number;
  textId: number;
  chapterNumber: number;
  sentenceStart: number;
  sentenceEnd: number;
  sentence: string;
  motherTongue: MotherTongue;
  status: GenerationStatus;
  content: string;
  error: string | null;
}

/** Which sentence, for whom, in which mother tongue: the key an explanation is kept under. */
export interface ExplanationKey {
  userId: number;
  textId: number;
  chapterNumber: number;
  sentenceStart: number;
  sentenceEnd: number;
  motherTongue: MotherTongue;
}

type Row = {
  id: number;
  user_id: number;
  generated_text_id: number;
  chapter_number: number;
  sentence_start: number;
  sentence_end: number;
  sentence: string;
  mother_tongue: string;
  status: string;
  content: string;
  error: string | null;
};

const toRecord = (row: Row): ExplanationRecord => ({
  id: row.id,
  userId: row.user_id,
  textId: row.generated_text_id,
  chapterNumber: row.chapter_number,
  sentenceStart: row.sentence_start,
  sentenceEnd: row.sentence_end,
  sentence: row.sentence,
  motherTongue: row.mother_tongue as MotherTongue,
  status: row.status as GenerationStatus,
  content: row.content,
  error: row.error,
});

export class SentenceExplanationsRepository {
  constructor(private readonly db: Database) {}

  async find(key: ExplanationKey): Promise<ExplanationRecord | undefined> {
    const row = await this.db
      .selectFrom('sentence_explanations')
      .selectAll()
      .where('user_id', '=', key.userId)
      .where('generated_text_id', '=', key.textId)
      .where('chapter_number', '=', key.chapterNumber)
      .where('sentence_start', '=', key.sentenceStart)
      .where('sentence_end', '=', key.sentenceEnd)
      .where('mother_tongue', '=', key.motherTongue)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async findById(id: number): Promise<ExplanationRecord | undefined> {
    const row = await this.db.selectFrom('sentence_explanations').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  /**
   * A PENDING explanation for the key, or undefined when one already exists: INSERT … ON CONFLICT DO
   * NOTHING, so of concurrent requests for one sentence exactly one creates it (and spends the quota).
   */
  async createPending(key: ExplanationKey, sentence: string, now: string): Promise<ExplanationRecord | undefined> {
    const row = await this.db
      .insertInto('sentence_explanations')
      .values({
        user_id: key.userId,
        generated_text_id: key.textId,
        chapter_number: key.chapterNumber,
        sentence_start: key.sentenceStart,
        sentence_end: key.sentenceEnd,
        mother_tongue: key.motherTongue,
        sentence,
        status: 'PENDING',
        error: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'generated_text_id', 'chapter_number', 'sentence_start', 'sentence_end', 'mother_tongue'])
          .doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async saveProgress(id: number, content: string, now: string): Promise<void> {
    await this.db
      .updateTable('sentence_explanations')
      .set({ content, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async complete(id: number, content: string, now: string): Promise<void> {
    await this.db
      .updateTable('sentence_explanations')
      .set({ content, status: 'COMPLETE', error: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  async fail(id: number, error: string, now: string): Promise<void> {
    await this.db
      .updateTable('sentence_explanations')
      .set({ status: 'FAILED', error, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** FAILED back to PENDING with nothing written; false when it was not FAILED (another request retried it). */
  async resetForRetry(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('sentence_explanations')
      .set({ status: 'PENDING', content: '', error: null, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'FAILED')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async pendingIds(): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sentence_explanations')
      .select('id')
      .where('status', '=', 'PENDING')
      .execute();
    return rows.map((row) => row.id);
  }
}
