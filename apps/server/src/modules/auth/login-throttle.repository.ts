import type { Database } from '../../db/database.js';

export interface ThrottleState {
  failures: number;
  blockedUntil: string | null;
  updatedAt: string;
}

export class LoginThrottleRepository {
  constructor(private readonly db: Database) {}

  async get(key: string): Promise<ThrottleState | undefined> {
    const row = await this.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst();
    return row && { failures: row.failures, blockedUntil: row.blocked_until, updatedAt: row.updated_at };
  }

  async save(key: string, state: ThrottleState): Promise<void> {
    await this.db
      .insertInto('login_throttle')
      .values({
        key,
        failures: state.failures,
        blocked_until: state.blockedUntil,
        updated_at: state.updatedAt,
      })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          failures: state.failures,
          blocked_until: state.blockedUntil,
          updated_at: state.updatedAt,
        }),
      )
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }
}
