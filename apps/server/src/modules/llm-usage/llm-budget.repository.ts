import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** A day's tokens: held by calls in flight, spent by finished ones. */
export interface BudgetDay {
  reserved: number;
  spent: number;
}

/** The operator's daily token budget, one row per UTC day (decision 046). */
export class LlmBudgetRepository {
  constructor(private readonly db: Database) {}

  /**
   * Reserves `tokens` of `day` unless what is reserved and spent would then pass `limit`; true when
   * reserved. One statement on both engines, as the usage counters: the first call of the day inserts
   * the row, later ones update it only while it has room. PostgreSQL re-checks the WHERE on the row it
   * locked and SQLite has one writer, so concurrent calls on every process never reserve past the limit.
   */
  async reserve(day: string, tokens: number, limit: number): Promise<boolean> {
    if (tokens > limit) return false;
    const row = await this.db
      .insertInto('llm_token_budget')
      .values({ day, reserved: tokens, spent: 0 })
      .onConflict((oc) =>
        oc
          .column('day')
          .doUpdateSet({ reserved: sql`llm_token_budget.reserved + ${tokens}` })
          .where(sql<boolean>`llm_token_budget.reserved + llm_token_budget.spent + ${tokens} <= ${limit}`),
      )
      .returning('day')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ends a reservation of `reserved` tokens on `day`: they are no longer held, `spent` are spent. */
  async settle(day: string, reserved: number, spent: number): Promise<void> {
    await this.db
      .updateTable('llm_token_budget')
      .set({ reserved: sql`reserved - ${reserved}`, spent: sql`spent + ${spent}` })
      .where('day', '=', day)
      .execute();
  }

  async day(day: string): Promise<BudgetDay> {
    const row = await this.db
      .selectFrom('llm_token_budget')
      .select(['reserved', 'spent'])
      .where('day', '=', day)
      .executeTakeFirst();
    return { reserved: Number(row?.reserved ?? 0), spent: Number(row?.spent ?? 0) };
  }
}
