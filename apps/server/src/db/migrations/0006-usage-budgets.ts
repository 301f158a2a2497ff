import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 13 (items 3, 7, 8, 12): limits that are reserved atomically before the work they guard.
 * - usage_counters: one row per budget key and time window, incremented by a conditional upsert, so
 *   concurrent requests can never spend more than the limit (texts, chapters, words, chat, wish spaces,
 *   wish uploads per token).
 * - text_views: when a user's view of a text was last counted, so one user counts once per window.
 * - wish_spaces.stored_bytes / stored_wishes: the space's storage, reserved by a conditional UPDATE of
 *   its row before an upload is read, and backfilled from the wishes already stored.
 */
export function usageBudgets(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('usage_counters')
        .addColumn('key', 'varchar(160)', (col) => col.notNull())
        .addColumn('window_start', 'text', (col) => col.notNull())
        .addColumn('used', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('usage_counters_pk', ['key', 'window_start'])
        .execute();
      await db.schema
        .createIndex('usage_counters_window_idx')
        .on('usage_counters')
        .column('window_start')
        .execute();

      await db.schema
        .createTable('text_views')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text_id', 'integer', (col) =>
          col.notNull().references('generated_texts.id').onDelete('cascade'),
        )
        .addColumn('counted_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('text_views_pk', ['user_id', 'text_id'])
        .execute();
      // deleting a text deletes its views: the foreign key needs an index that starts with text_id
      await db.schema.createIndex('text_views_text_idx').on('text_views').column('text_id').execute();

      await db.schema
        .alterTable('wish_spaces')
        .addColumn('stored_bytes', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('wish_spaces')
        .addColumn('stored_wishes', 'integer', (col) => col.notNull().defaultTo(0))
        .execute();
      await sql`update wish_spaces set
        stored_bytes = coalesce((select sum(f.size) from wishes w join files f on f.id = w.file_id where w.space_id = wish_spaces.id), 0),
        stored_wishes = (select count(*) from wishes w where w.space_id = wish_spaces.id)`.execute(db);
    },
  };
}
