import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import { withId, type AnyDb } from './helpers.js';

/**
 * Issue 36 (decision 038): texts at the learner's level.
 *
 * - `user_settings.target_known_share`: the share of running words a learner wants to know already
 *   (0.80-0.99, default 0.95: Nation's and the graded readers' figure, docs/writing-levels.md).
 * - `generated_texts.level_fit`, `chapters.level_fit`: JSON `{known_share, learning_share, new_share,
 *   new_words}` of the text for its creator, stored once when it completes, so statistics can say how often
 *   texts hit the target without recomputing old texts against today's knowledge. NULL: not measured (older
 *   rows, a failed text).
 * - `chapters.rewritten_from`: JSON `{chapter_number, direction}` of the chapter a rewrite retells; NULL
 *   for a chapter that continues the story.
 * - `sentence_explanations`: a sentence's translation and grammar explanation, kept per learner, text,
 *   chapter, sentence offsets and mother tongue, so a second request answers without a model call.
 */
export function levelFit(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const real = sql.raw(engine === 'postgres' ? 'double precision' : 'real');
      await db.schema
        .alterTable('user_settings')
        .addColumn('target_known_share', real, (col) => col.notNull().defaultTo(0.95))
        .execute();
      await db.schema.alterTable('generated_texts').addColumn('level_fit', 'text').execute();
      await db.schema.alterTable('chapters').addColumn('level_fit', 'text').execute();
      await db.schema.alterTable('chapters').addColumn('rewritten_from', 'text').execute();
      // the statistics' "N of your last 10 texts": the creator's completed texts, newest first
      await db.schema
        .createIndex('generated_texts_creator_fit_idx')
        .on('generated_texts')
        .columns(['creator_id', 'id'])
        .where(sql.ref('level_fit'), 'is not', null)
        .execute();

      await withId(db.schema.createTable('sentence_explanations'), engine)
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('generated_text_id', 'integer', (col) =>
          col.notNull().references('generated_texts.id').onDelete('cascade'),
        )
        .addColumn('chapter_number', 'integer', (col) => col.notNull())
        .addColumn('sentence_start', 'integer', (col) => col.notNull())
        .addColumn('sentence_end', 'integer', (col) => col.notNull())
        .addColumn('sentence', 'text', (col) => col.notNull())
        .addColumn('mother_tongue', 'text', (col) => col.notNull())
        // PENDING | COMPLETE | FAILED, as texts and chapters
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('updated_at', 'text', (col) => col.notNull())
        .addUniqueConstraint('sentence_explanations_key', [
          'user_id',
          'generated_text_id',
          'chapter_number',
          'sentence_start',
          'sentence_end',
          'mother_tongue',
        ])
        .execute();
      await db.schema
        .createIndex('sentence_explanations_text_idx')
        .on('sentence_explanations')
        .column('generated_text_id')
        .execute();
    },
  };
}
