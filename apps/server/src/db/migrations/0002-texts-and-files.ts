import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import { blobType, flag, withId, type AnyDb } from './helpers.js';

export function textsAndFiles(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('files'), engine)
        .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
        .addColumn('kind', 'varchar(30)', (col) => col.notNull())
        .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
        .addColumn('size', 'integer', (col) => col.notNull())
        .addColumn('data', blobType(engine), (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();

      await db.schema
        .createTable('profiles')
        .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('pic_file_id', 'integer', (col) => col.references('files.id').onDelete('set null'))
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();

      await withId(db.schema.createTable('generated_texts'), engine)
        .addColumn('creator_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('topic', 'varchar(200)', (col) => col.notNull())
        .addColumn('status', 'varchar(20)', (col) => col.notNull())
        .addColumn('output', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('language', 'varchar(40)', (col) => col.notNull())
        .addColumn('level', 'varchar(4)', (col) => col.notNull())
        .addColumn('text_type', 'varchar(20)', (col) => col.notNull())
        .addColumn('word_number', 'integer', (col) => col.notNull())
        .addColumn('main_character', 'varchar(80)', (col) => col.notNull().defaultTo(''))
        .addColumn('image_file_id', 'integer', (col) => col.references('files.id').onDelete('set null'))
        .addColumn('publicly_visible', 'integer', (col) => flag(col, 0))
        .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('word_count', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('is_demo', 'integer', (col) => flag(col, 0))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .execute();
      // The list shows own texts and public ones, newest first; each half has its own index.
      await db.schema.createIndex('texts_creator_idx').on('generated_texts').columns(['creator_id', 'id']).execute();
      await db.schema.createIndex('texts_public_idx').on('generated_texts').columns(['publicly_visible', 'id']).execute();
      await db.schema.createIndex('texts_status_idx').on('generated_texts').column('status').execute();
      await db.schema.createIndex('texts_creator_created_idx').on('generated_texts').columns(['creator_id', 'created_at']).execute();
    },
  };
}
