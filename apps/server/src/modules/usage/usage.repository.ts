import type { Database } from '../../db/database.js';

/** Counters of the usage budgets: one row per budget key and time window. */
export class UsageRepository {
  constructor(private readonly db: Database) {}

  /**
   * Takes one unit of `key`'s budget in the window starting at `windowStart`, unless `limit` units are
   * already taken; true when taken. One statement on both engines: the first use inserts the row; later
   * ones update it only while it is under the limit. PostgreSQL re-checks the WHERE on the row it locked
   * and SQLite has one writer, so concurrent requests never take more than the limit.
   */
  async take(key: string, windowStart: string, limit: number): Promise<boolean> {
    if (limit < 1) return false;
    const row = await this.db
      .insertInto('usage_counters')
      .values({ key, window_start: windowStart, used: 1 })
      .onConflict((oc) =>
        oc
          .columns(['key', 'window_start'])
          .doUpdateSet((eb) => ({ used: eb('usage_counters.used', '+', 1) }))
          .where('usage_counters.used', '<', limit),
      )
      .returning('used')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Gives one unit back, for work that was refused or failed after its reservation. A row back at zero
   * is removed, so a refused request leaves nothing stored; a concurrent take either ran before (the
   * row is not at zero) or inserts the row again.
   */
  async giveBack(key: string, windowStart: string): Promise<void> {
    await this.db
      .updateTable('usage_counters')
      .set((eb) => ({ used: eb('used', '-', 1) }))
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('used', '>', 0)
      .execute();
    await this.db
      .deleteFrom('usage_counters')
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .where('used', '<=', 0)
      .execute();
  }

  async used(key: string, windowStart: string): Promise<number> {
    const row = await this.db
      .selectFrom('usage_counters')
      .select('used')
      .where('key', '=', key)
      .where('window_start', '=', windowStart)
      .executeTakeFirst();
    return row?.used ?? 0;
  }

  /** Forgets windows that started before `before`: they can no longer limit anything. */
  async prune(before: string): Promise<void> {
    await this.db.deleteFrom('usage_counters').where('window_start', '<', before).execute();
  }
}
