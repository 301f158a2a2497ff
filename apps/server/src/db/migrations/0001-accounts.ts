import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { flag, withId, type AnyDb } from './helpers.js';

export function accounts(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('users'), engine)
        .addColumn('username', 'varchar(80)', (col) => col.notNull().unique())
        .addColumn('password_hash', 'text', (col) => col.notNull())
        .addColumn('is_staff', 'integer', (col) => flag(col, 0))
        .addColumn('is_active', 'integer', (col) => flag(col, 1))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('password_changed_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('user_permissions')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('codename', 'varchar(100)', (col) => col.notNull())
        .addPrimaryKeyConstraint('user_permissions_pk', ['user_id', 'codename'])
        .execute();

      await db.schema
        .createTable('user_settings')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('mother_tongue', 'varchar(20)', (col) => col.notNull().defaultTo('ENGLISH'))
        .addColumn('show_welcome_card', 'integer', (col) => flag(col, 1))
        .addColumn('show_experimental_features', 'integer', (col) => flag(col, 0))
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
      await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'varchar(200)', (col) => col.primaryKey())
        .addColumn('failures', 'integer', (col) => col.notNull())
        .addColumn('blocked_until', 'text')
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
    },
  };
}
