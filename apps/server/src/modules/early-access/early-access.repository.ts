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
}
