import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import { withId, type AnyDb } from './helpers.js';

/**
 * Issue 17 §3 (decision 014): a phrase and a word may start at the same place of a text (`il` and
 * `il y a`), so a place is its start AND its end: the unique key of a usage gains end_idx. PostgreSQL
 * swaps the constraint; SQLite cannot drop a table constraint, so the table is built again with the
 * new key and its rows and indexes copied over.
 */
export function phraseUsages(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      if (engine === 'postgres') {
        await sql`alter table vocabulary_usages drop constraint usages_place_unique`.execute(db);
        await sql`alter table vocabulary_usages add constraint usages_place_unique unique (user_id, generated_text_id, chapter_number, start_idx, end_idx)`.execute(db);
        return;
      }
      await withId(db.schema.createTable('vocabulary_usages_next'), engine)
        .addColumn('vocabulary_id', 'integer', (col) => col.notNull().references('vocabularies.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('generated_text_id', 'integer', (col) => col.notNull().references('generated_texts.id').onDelete('cascade'))
        .addColumn('chapter_id', 'integer', (col) => col.references('chapters.id').onDelete('cascade'))
        .addColumn('chapter_number', 'integer', (col) => col.notNull())
        .addColumn('start_idx', 'integer', (col) => col.notNull())
        .addColumn('end_idx', 'integer', (col) => col.notNull())
        .addColumn('surface', 'varchar(100)', (col) => col.notNull())
        .addColumn('sentence', 'varchar(600)', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('text_created_at', 'text', (col) => col.notNull().defaultTo(''))
        .addUniqueConstraint('usages_place_unique', ['user_id', 'generated_text_id', 'chapter_number', 'start_idx', 'end_idx'])
        .execute();
      const columns = sql.raw(
        'id, vocabulary_id, user_id, generated_text_id, chapter_id, chapter_number, start_idx, end_idx, surface, sentence, created_at, text_created_at',
      );
      await sql`insert into vocabulary_usages_next (${columns}) select ${columns} from vocabulary_usages`.execute(db);
      await db.schema.dropTable('vocabulary_usages').execute();
      await db.schema.alterTable('vocabulary_usages_next').renameTo('vocabulary_usages').execute();
      // the indexes of 0003 and 0005, under their names
      await db.schema.createIndex('usages_text_idx').on('vocabulary_usages').columns(['generated_text_id', 'vocabulary_id']).execute();
      await db.schema.createIndex('usages_user_surface_idx').on('vocabulary_usages').columns(['user_id', 'surface']).execute();
      await db.schema.createIndex('usages_vocab_text_created_idx').on('vocabulary_usages').columns(['vocabulary_id', 'text_created_at']).execute();
    },
  };
}
