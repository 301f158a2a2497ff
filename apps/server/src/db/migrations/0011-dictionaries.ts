import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { withId, type AnyDb } from './helpers.js';

/**
 * Issue 19: offline dictionaries (dictd/FreeDict) imported by the operator. Each entry repeats its
 * dictionary's language pair so that a click's lookup is one range scan of
 * (from_language, to_language, headword_key) with no join before the limit.
 */
export function dictionaries(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('dictionaries'), engine)
        .addColumn('name', 'varchar(200)', (col) => col.notNull().unique())
        .addColumn('title', 'varchar(500)', (col) => col.notNull())
        .addColumn('from_language', 'varchar(40)', (col) => col.notNull())
        .addColumn('to_language', 'varchar(40)', (col) => col.notNull())
        .addColumn('entry_count', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
        .execute();
      await withId(db.schema.createTable('dictionary_entries'), engine)
        .addColumn('dictionary_id', 'integer', (col) =>
          col.notNull().references('dictionaries.id').onDelete('cascade'),
        )
        .addColumn('from_language', 'varchar(40)', (col) => col.notNull())
        .addColumn('to_language', 'varchar(40)', (col) => col.notNull())
        .addColumn('headword', 'text', (col) => col.notNull())
        .addColumn('headword_key', 'varchar(200)', (col) => col.notNull())
        .addColumn('definition', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('dictionary_entries_lookup_idx')
        .on('dictionary_entries')
        .columns(['from_language', 'to_language', 'headword_key'])
        .execute();
      // removing a dictionary deletes its entries: the foreign key needs its own index
      await db.schema
        .createIndex('dictionary_entries_dictionary_idx')
        .on('dictionary_entries')
        .column('dictionary_id')
        .execute();
    },
  };
}
