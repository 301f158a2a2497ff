import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 14: what the LLM costs. One row per UTC day, user, kind of generation (text, chapter,
 * vocabulary, chat) and model, whose counters each finished call adds to with one upsert, so the
 * table stays small (users × days × kinds) and the admin view reads it without scanning generations.
 */
export function llmUsage(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('llm_usage')
        .addColumn('day', 'varchar(10)', (col) => col.notNull())
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'varchar(20)', (col) => col.notNull())
        .addColumn('model', 'varchar(200)', (col) => col.notNull())
        .addColumn('calls', 'integer', (col) => col.notNull())
        .addColumn('prompt_tokens', 'integer', (col) => col.notNull())
        .addColumn('completion_tokens', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('llm_usage_pk', ['day', 'user_id', 'kind', 'model'])
        .execute();
      // deleting a user deletes their rows: the foreign key needs an index that starts with user_id
      await db.schema.createIndex('llm_usage_user_idx').on('llm_usage').columns(['user_id', 'day']).execute();
    },
  };
}
