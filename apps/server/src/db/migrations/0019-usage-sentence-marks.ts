import type { Language } from '@reeprise/contract';
import { sql, type Migration } from 'kysely';
import { markSurface } from '../../modules/vocabulary/sentence.js';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

const BATCH = 2000;

/**
 * Issue 15: the vocabulary list found the clicked word in each entry's sentence on every read (splitting
 * 21 sentences into words per page, 15 % of its time). A usage now stores where its word is in its
 * sentence, written when the word is clicked (the click's own place, modules/vocabulary/sentence.ts).
 * Existing usages are marked once here the way the list marked them.
 */
export function usageSentenceMarks(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      for (const column of ['sentence_start', 'sentence_end']) {
        await db.schema
          .alterTable('vocabulary_usages')
          .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
          .execute();
      }
      for (let after = 0; ; ) {
        const rows: { id: number; sentence: string; surface: string; language: Language }[] = await db
          .selectFrom('vocabulary_usages as u')
          .innerJoin('vocabularies as v', 'v.id', 'u.vocabulary_id')
          .select(['u.id', 'u.sentence', 'u.surface', 'v.language'])
          .where('u.id', '>', after)
          .orderBy('u.id')
          .limit(BATCH)
          .execute();
        if (rows.length === 0) break;
        after = rows.at(-1)!.id;
        const marks = rows
          .map((row) => ({ id: row.id, ...markSurface(row.sentence, row.surface, row.language) }))
          .filter((mark) => mark.end > 0);
        if (marks.length === 0) continue;
        // one statement a batch; VALUES names its columns column1.. in both engines
        const values = sql.join(
          marks.map((m) => sql`(cast(${m.id} as integer), cast(${m.start} as integer), cast(${m.end} as integer))`),
        );
        await sql`update vocabulary_usages set sentence_start = m.column2, sentence_end = m.column3
          from (values ${values}) as m where vocabulary_usages.id = m.column1`.execute(db);
      }
    },
  };
}
