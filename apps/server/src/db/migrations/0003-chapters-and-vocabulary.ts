import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { withId, type AnyDb } from './helpers.js';

export function chaptersAndVocabulary(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('chapters'), engine)
        .addColumn('generated_text_id', 'integer', (col) => col.notNull().references('generated_texts.id').onDelete('cascade'))
        .addColumn('chapter_number', 'integer', (col) => col.notNull())
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('words', 'text', (col) => col.notNull())
        .addColumn('used_words', 'text', (col) => col.notNull().defaultTo('[]'))
        .addColumn('word_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('chapters_text_number_unique', ['generated_text_id', 'chapter_number'])
        .execute();
      await db.schema.createIndex('chapters_status_idx').on('chapters').column('status').execute();

      await withId(db.schema.createTable('vocabularies'), engine)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('language', 'varchar(40)', (col) => col.notNull())
        .addColumn('word', 'varchar(100)', (col) => col.notNull())
        .addColumn('normalized', 'varchar(100)', (col) => col.notNull())
        .addColumn('translation', 'varchar(200)', (col) => col.notNull().defaultTo(''))
        .addColumn('mnemonic', 'varchar(500)', (col) => col.notNull().defaultTo(''))
        .addColumn('part_of_speech', 'varchar(30)', (col) => col.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('winning_streak', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('last_reviewed_at', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('vocab_user_lang_norm_idx').on('vocabularies').columns(['user_id', 'language', 'normalized']).execute();
      await db.schema.createIndex('vocab_user_id_idx').on('vocabularies').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('vocab_user_lang_id_idx').on('vocabularies').columns(['user_id', 'language', 'id']).execute();
      await db.schema.createIndex('vocab_user_created_idx').on('vocabularies').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('vocab_status_idx').on('vocabularies').column('status').execute();

      await withId(db.schema.createTable('vocabulary_usages'), engine)
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
        .addUniqueConstraint('usages_place_unique', ['user_id', 'generated_text_id', 'chapter_number', 'start_idx'])
        .execute();
      await db.schema.createIndex('usages_vocab_idx').on('vocabulary_usages').column('vocabulary_id').execute();
      await db.schema.createIndex('usages_text_idx').on('vocabulary_usages').columns(['generated_text_id', 'vocabulary_id']).execute();
      await db.schema.createIndex('usages_user_surface_idx').on('vocabulary_usages').columns(['user_id', 'surface']).execute();

      await withId(db.schema.createTable('vocabulary_reviews'), engine)
        .addColumn('vocabulary_id', 'integer', (col) => col.notNull().references('vocabularies.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('result', 'varchar(20)', (col) => col.notNull())
        .addColumn('streak_before', 'integer', (col) => col.notNull())
        .addColumn('streak_after', 'integer', (col) => col.notNull())
        .addColumn('reviewed_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('reviews_user_time_idx').on('vocabulary_reviews').columns(['user_id', 'reviewed_at']).execute();
    },
  };
}
