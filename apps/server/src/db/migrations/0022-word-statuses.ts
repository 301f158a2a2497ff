import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import { flag, type AnyDb } from './helpers.js';

/**
 * Issue 34 (decision 035): what a learner knows of each word form. One row per learner, language and form
 * marked known or ignored (`new` is the absence of a row); the primary key is the only index, so a row
 * costs its tuple and one index entry (docs/word-model.md has the measured bytes). On SQLite the table is
 * WITHOUT ROWID: the primary key is the table, not a second copy of it.
 *
 * A status changes `known_forms`, whose answers are kept under the learner's vocabulary version (decision
 * 025): the same triggers as migration 0020 bump it, so no write path (the service, a cascade from a
 * deleted user) can forget it. PostgreSQL bumps once per transaction at commit, as there.
 *
 * `word_placements` remembers the placement level in effect per learner and language (A0 too: the
 * learner answered). `user_settings.show_new_word_marks` lets the reader's quiet mark of new words go.
 */
export function wordStatuses(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      let table = db.schema
        .createTable('word_statuses')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('form', 'text', (col) => col.notNull())
        // 'known' | 'ignored'
        .addColumn('status', 'text', (col) => col.notNull())
        // 'read' | 'manual' | 'placement' | 'import'
        .addColumn('source', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('word_statuses_pkey', ['user_id', 'language', 'form']);
      if (engine === 'sqlite') table = table.modifyEnd(sql`without rowid`);
      await table.execute();

      await db.schema
        .createTable('word_placements')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('language', 'text', (col) => col.notNull())
        .addColumn('level', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint('word_placements_pkey', ['user_id', 'language'])
        .execute();

      await db.schema
        .alterTable('user_settings')
        .addColumn('show_new_word_marks', 'integer', (col) => flag(col, 1))
        .execute();

      if (engine === 'postgres') {
        // bump_vocabulary_version() is migration 0020's: once per learner and transaction, at commit
        await sql`create constraint trigger word_statuses_bumps_vocabulary_version
          after insert or update or delete on word_statuses deferrable initially deferred
          for each row execute function bump_vocabulary_version('user_id')`.execute(db);
      } else {
        for (const event of ['insert', 'update', 'delete'] as const) {
          const row = event === 'delete' ? 'old' : 'new';
          await sql`create trigger ${sql.raw(`word_statuses_${event}_bumps_vocabulary_version`)}
            after ${sql.raw(event)} on word_statuses for each row
            begin ${sql.raw(`insert into vocabulary_versions (user_id, version) values (${row}.user_id, 1)
              on conflict (user_id) do update set version = version + 1;`)} end`.execute(db);
        }
      }
    },
  };
}
