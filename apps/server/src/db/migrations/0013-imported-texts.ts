import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Learners' own texts (issue 17 §1) are ordinary rows of generated_texts, marked by `imported`: JSON of
 * how they came in ({source, url, levelGiven}); NULL for every text the model wrote, so existing rows stay
 * generated texts. Their chapters are ordinary COMPLETE rows of `chapters`.
 */
export function importedTexts(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.alterTable('generated_texts').addColumn('imported', 'text').execute();
    },
  };
}
