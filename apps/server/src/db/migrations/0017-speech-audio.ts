import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 19 §1 (decision 020): audio the speech model made, paid once and kept for everyone who may read
 * the same words. The key is a hash of what decides the sound (model, voice, format, language, the exact
 * words), so a sentence two texts share is one audio; the bytes are a `files` row of kind `speech`,
 * without an owner, served with the same rules as uploads.
 */
export function speechAudio(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('speech_audio')
        .addColumn('key', 'varchar(64)', (col) => col.primaryKey())
        .addColumn('file_id', 'integer', (col) => col.notNull().references('files.id').onDelete('cascade'))
        .addColumn('language', 'varchar(40)', (col) => col.notNull())
        .addColumn('characters', 'integer', (col) => col.notNull())
        .addColumn('created_at', 'varchar(40)', (col) => col.notNull())
        .execute();
    },
  };
}
