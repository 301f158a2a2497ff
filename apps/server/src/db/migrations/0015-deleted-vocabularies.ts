import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { withId, type AnyDb } from './helpers.js';

/**
 * Issue 17 §6 (decision 015): a deleted vocabulary entry is moved into `deleted_vocabularies` as one JSON
 * snapshot (the entry row, its usages and its reviews), so "Undo" can put it back exactly, with the same
 * ids, for VOCABULARY_RESTORE_WINDOW_MS. Every other query keeps reading `vocabularies` as it is: a
 * deleted entry is really gone from it, no `deleted_at` filter to forget anywhere.
 *
 * Deleting a text deletes its chapters, and the chapters' usages by cascade: that cascade looks usages
 * up by chapter_id, which no index started with (PostgreSQL scanned every usage per chapter).
 */
export function deletedVocabularies(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('deleted_vocabularies'), engine)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('vocabulary_id', 'integer', (col) => col.notNull())
        .addColumn('snapshot', 'text', (col) => col.notNull())
        .addColumn('deleted_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('deleted_vocab_user_idx')
        .on('deleted_vocabularies')
        .columns(['user_id', 'vocabulary_id'])
        .execute();
      // expired snapshots are purged by time
      await db.schema.createIndex('deleted_vocab_time_idx').on('deleted_vocabularies').column('deleted_at').execute();
      await db.schema.createIndex('usages_chapter_idx').on('vocabulary_usages').column('chapter_id').execute();
    },
  };
}
