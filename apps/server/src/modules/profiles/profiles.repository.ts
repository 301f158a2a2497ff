import type { Database } from '../../db/database.js';

export class ProfilesRepository {
  constructor(private readonly db: Database) {}

  async picFileId(userId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('pic_file_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.pic_file_id ?? null;
  }

  /** When the user's picture last changed, or null while they have none. */
  async picUpdatedAt(userId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('profiles')
      .select('updated_at')
      .where('user_id', '=', userId)
      .where('pic_file_id', 'is not', null)
      .executeTakeFirst();
    return row?.updated_at ?? null;
  }

  async setPic(userId: number, fileId: number, now: string): Promise<void> {
    await this.db
      .insertInto('profiles')
      .values({ user_id: userId, pic_file_id: fileId, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ pic_file_id: fileId, updated_at: now }))
      .execute();
  }
}
