import type { Database } from '../../db/database.js';

export class EarlyAccessRepository {
  constructor(private readonly db: Database) {}

  /** Stores the address unless it is stored already. */
  async addSignup(email: string, now: string): Promise<void> {
    await this.db
      .insertInto('early_access_signups')
      .values({ email, created_at: now })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }

  /** Forgets attempts older than the window (everyone's, so the table stays small) and counts this client's. */
  async countRecentAttempts(clientKey: string, since: string): Promise<number> {
    await this.db.deleteFrom('early_access_attempts').where('created_at', '<', since).execute();
    const row = await this.db
      .selectFrom('early_access_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('client_key', '=', clientKey)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async recordAttempt(clientKey: string, now: string): Promise<void> {
    await this.db
      .insertInto('early_access_attempts')
      .values({ client_key: clientKey, created_at: now })
      .execute();
  }
}
