import type { Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 35 §4: "Train due words" also starts words never trained, as Anki does, up to a daily limit the
 * learner chooses: `user_settings.new_words_per_day` (0-100, default 20, Anki's figure). 0 keeps the
 * due session to due words alone, as before.
 */
export function newWordsPerDay(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('user_settings')
        .addColumn('new_words_per_day', 'integer', (col) => col.notNull().defaultTo(20))
        .execute();
    },
  };
}
