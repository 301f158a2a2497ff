import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * The vocabulary filter "used in texts of the last N days" (and the training selection) joined every
 * candidate entry's usages to their texts. Each usage now carries its text's creation time, written with
 * the usage (a text's created_at never changes), so the filter is one lookup in
 * (vocabulary_id, text_created_at) per candidate. That index starts with vocabulary_id, so it replaces
 * usages_vocab_idx; (user_id, id, language) replaces (user_id, id), so the language filter is read from
 * the index instead of from each candidate row.
 */
export function usageTextDates(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      // SQLite cannot add a NOT NULL column without a default; PostgreSQL gets the constraint after the backfill.
      await db.schema
        .alterTable('vocabulary_usages')
        .addColumn('text_created_at', 'text', (col) => (engine === 'sqlite' ? col.notNull().defaultTo('') : col))
        .execute();
      await sql`update vocabulary_usages set text_created_at = (select t.created_at from generated_texts t where t.id = vocabulary_usages.generated_text_id)`.execute(db);
      if (engine === 'postgres') {
        await db.schema.alterTable('vocabulary_usages').alterColumn('text_created_at', (col) => col.setNotNull()).execute();
      }
      await db.schema.createIndex('usages_vocab_text_created_idx').on('vocabulary_usages').columns(['vocabulary_id', 'text_created_at']).execute();
      await db.schema.dropIndex('usages_vocab_idx').execute();
      await db.schema.createIndex('vocab_user_id_lang_idx').on('vocabularies').columns(['user_id', 'id', 'language']).execute();
      await db.schema.dropIndex('vocab_user_id_idx').execute();
      if (engine === 'postgres') {
        // A learner's entries are mostly in one or two languages. Without knowing that, PostgreSQL took
        // "user and languages" for a few rows and sorted all of them (5 ms) instead of walking the newest
        // first and stopping at a page (0.5 ms).
        await sql`create statistics vocab_user_language_stats (dependencies) on user_id, language from vocabularies`.execute(db);
        await sql`analyze vocabularies`.execute(db);
      }
    },
  };
}
