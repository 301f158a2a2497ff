import type { Database } from '../../db/database.js';
import { usernameKey } from './username.js';

export interface UserRecord {
  id: number;
  username: string;
  passwordHash: string;
  isStaff: boolean;
  isActive: boolean;
  createdAt: string;
  passwordChangedAt: string;
}

type Row = {
  id: number;
  username: string;
  username_key: string | null;
  password_hash: string;
  is_staff: number;
  is_active: number;
  created_at: string;
  password_changed_at: string;
};

const toRecord = (row: Row): UserRecord => ({
  id: row.id,
  username: row.username,
  passwordHash: row.password_hash,
  isStaff: Boolean(row.is_staff),
  isActive: Boolean(row.is_active),
  createdAt: row.created_at,
  passwordChangedAt: row.password_changed_at,
});

export class UsersRepository {
  constructor(private readonly db: Database) {}

  /**
   * The user a typed name means: the exact name first (users older than migration 0009 whose names
   * collide keep logging in with their own spelling), else the name compared case-insensitively after
   * NFKC normalisation.
   */
  async findByUsername(username: string): Promise<UserRecord | undefined> {
    const row =
      (await this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst()) ??
      (await this.db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst());
    return row && toRecord(row);
  }

  async findById(id: number): Promise<UserRecord | undefined> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toRecord(row);
  }

  async list(): Promise<UserRecord[]> {
    const rows = await this.db.selectFrom('users').selectAll().orderBy('id').execute();
    return rows.map(toRecord);
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Creates the user with default settings and the given permissions in one transaction; null when the
   * name (compared by its key) is taken, also by a concurrent creation (the unique index decides).
   */
  async create(input: {
    username: string;
    passwordHash: string;
    isStaff: boolean;
    permissions: string[];
    now: string;
  }): Promise<number | null> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('users')
        .values({
          username: input.username,
          username_key: usernameKey(input.username),
          password_hash: input.passwordHash,
          is_staff: input.isStaff ? 1 : 0,
          is_active: 1,
          created_at: input.now,
          password_changed_at: input.now,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return null;
      const { id } = inserted;
      await trx.insertInto('user_settings').values({ user_id: id }).execute();
      if (input.permissions.length > 0) {
        await trx
          .insertInto('user_permissions')
          .values(input.permissions.map((codename) => ({ user_id: id, codename })))
          .execute();
      }
      return id;
    });
  }

  async setPassword(id: number, passwordHash: string, now: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where('id', '=', id)
      .execute();
  }

  async update(id: number, changes: { isStaff?: boolean; isActive?: boolean }): Promise<void> {
    const set: { is_staff?: number; is_active?: number } = {};
    if (changes.isStaff !== undefined) set.is_staff = changes.isStaff ? 1 : 0;
    if (changes.isActive !== undefined) set.is_active = changes.isActive ? 1 : 0;
    if (Object.keys(set).length === 0) return;
    await this.db.updateTable('users').set(set).where('id', '=', id).execute();
  }

  async permissionsOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('user_permissions')
      .select('codename')
      .where('user_id', '=', userId)
      .orderBy('codename')
      .execute();
    return rows.map((row) => row.codename);
  }

  async grant(userId: number, codename: string): Promise<void> {
    await this.db
      .insertInto('user_permissions')
      .values({ user_id: userId, codename })
      .onConflict((oc) => oc.columns(['user_id', 'codename']).doNothing())
      .execute();
  }

  async revoke(userId: number, codename: string): Promise<void> {
    await this.db
      .deleteFrom('user_permissions')
      .where('user_id', '=', userId)
      .where('codename', '=', codename)
      .execute();
  }
}
