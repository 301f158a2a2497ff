import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { usernameKey } from '../../modules/users/username.js';
import type { AnyDb } from './helpers.js';

/**
 * Usernames are unique regardless of case and Unicode form (issue 13): `username_key` holds the
 * NFKC, case-folded name under a unique index, so two concurrent creations of "Admin" and "admin"
 * cannot both succeed. Existing users keep working: where earlier rows already collide, the oldest
 * gets the key and the others keep NULL (unique indexes allow many NULLs on both engines); they still
 * log in with their exact name, and no new user can take any of those names.
 */
export function usernameKeyColumn(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('users').addColumn('username_key', 'text').execute();
      const users: Array<{ id: number; username: string }> = await db
        .selectFrom('users')
        .select(['id', 'username'])
        .orderBy('id')
        .execute();
      const taken = new Set<string>();
      for (const user of users) {
        const key = usernameKey(user.username);
        if (taken.has(key)) continue;
        taken.add(key);
        await db.updateTable('users').set({ username_key: key }).where('id', '=', user.id).execute();
      }
      await db.schema.createIndex('users_username_key_idx').on('users').column('username_key').unique().execute();
    },
  };
}
