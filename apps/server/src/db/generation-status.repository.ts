import type { Database } from './database.js';

/** Tables whose rows are written by the LLM in the background: PENDING → COMPLETE or FAILED. */
export type GeneratedTable = 'generated_texts' | 'chapters' | 'vocabularies';

/**
 * The status moves every generated row shares (texts, chapters, vocabulary entries): failing for
 * good, going back to PENDING for a retry, and finding the work a crash left PENDING. Each move is
 * conditional on the current status, so a late writer can never undo a newer state.
 */
export class GenerationStatusRepository {
  constructor(
    protected readonly db: Database,
    private readonly table: GeneratedTable,
    /** What a retry starts from: the partial text of an earlier attempt is dropped. */
    private readonly clearedOnRetry: { output?: string; content?: string } = {},
  ) {}

  async fail(id: number, error: string, now: string): Promise<void> {
    await this.db
      .updateTable(this.table)
      .set({ status: 'FAILED', error, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  }

  /** FAILED back to PENDING; false when the row was not FAILED. */
  async resetForRetry(id: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable(this.table)
      .set({ status: 'PENDING', error: null, updated_at: now, ...this.clearedOnRetry })
      .where('id', '=', id)
      .where('status', '=', 'FAILED')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async pendingIds(): Promise<number[]> {
    const rows = await this.db.selectFrom(this.table).select('id').where('status', '=', 'PENDING').execute();
    return rows.map((row) => row.id);
  }
}
