import type { Database } from '../../db/database.js';

export interface SessionWithUser {
  idHash: string;
  userId: number;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  username: string;
  isStaff: boolean;
  isActive: boolean;
  passwordChangedAt: string;
}

export class SessionsRepository {
  constructor(private readonly db: Database) {}

  async create(session: { idHash: string; userId: number; now: string; expiresAt: string }): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id_hash: session.idHash,
        user_id: session.userId,
        created_at: session.now,
        last_seen_at: session.now,
        expires_at: session.expiresAt,
      })
      .execute();
  }

  async findWithUser(idHash: string): Promise<SessionWithUser | undefined> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id_hash',
        'sessions.user_id',
        'sessions.created_at',
        'sessions.last_seen_at',
        'sessions.expires_at',
        'users.username',
        'users.is_staff',
        'users.is_active',
        'users.password_changed_at',
      ])
      .where('sessions.id_hash', '=', idHash)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      idHash: row.id_hash,
      userId: row.user_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
      username: row.username,
      isStaff: Boolean(row.is_staff),
      isActive: Boolean(row.is_active),
      passwordChangedAt: row.password_changed_at,
    };
  }

  async touch(idHash: string, now: string): Promise<void> {
    await this.db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
  }

  async delete(idHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  /** Ends every session of a user, except the one given (the one changing the password). */
  async deleteForUser(userId: number, exceptIdHash?: string): Promise<void> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
    await query.execute();
  }

  async deleteExpired(now: string, idleBefore: string): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleBefore)]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
