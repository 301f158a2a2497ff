import { sql, type Migration } from 'kysely';
import { Rating, State, createEmptyCard, fsrs, type Card } from 'ts-fsrs';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * The learning engine (issue 16, decision 012): every vocabulary entry keeps its FSRS card next to its
 * winning streak, every review records what FSRS needs to refit parameters later, each learner has a
 * desired retention, a text can ask the model to practise words, and chapters remember the forms that
 * showed their words were used.
 *
 * Existing reviews are replayed through FSRS (answers in order, 'learned' = Good, 'forgotten' = Again)
 * with the parameters the service starts with, so a learner with a history keeps it. The scheduler is
 * built here, not imported, so later changes to the service's scheduler never change this migration.
 */
export function learningEngine(engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      const real = engine === 'postgres' ? 'double precision' : 'real';
      await addColumns(db, 'vocabularies', [
        ['fsrs_due', 'text', null],
        ['fsrs_stability', real, 0],
        ['fsrs_difficulty', real, 0],
        ['fsrs_reps', 'integer', 0],
        ['fsrs_lapses', 'integer', 0],
        ['fsrs_state', 'integer', 0],
        ['fsrs_scheduled_days', 'integer', 0],
      ]);
      await addColumns(db, 'vocabulary_reviews', [
        ['rating', 'integer', 0],
        ['state_before', 'integer', 0],
        ['elapsed_days', real, 0],
        ['scheduled_days', 'integer', 0],
        ['due_before', 'text', null],
        ['stability_before', real, 0],
        ['difficulty_before', real, 0],
        ['was_due', 'integer', 0],
      ]);
      await addColumns(db, 'user_settings', [['desired_retention', real, 0.9]]);
      // JSON {asked: [{word, forms}], used: string[] | null, used_forms: string[]}; NULL: no practice words
      await addColumns(db, 'generated_texts', [['practice_words', 'text', null]]);
      await addColumns(db, 'chapters', [['used_forms', 'text', '[]']]);

      // due counts, "due now" and the 14-day forecast read (user, due) alone
      await db.schema.createIndex('vocab_user_due_idx').on('vocabularies').columns(['user_id', 'fsrs_due']).execute();
      // the progress charts count reviews per day and true retention from this index without the table
      await db.schema
        .createIndex('reviews_user_time_rating_idx')
        .on('vocabulary_reviews')
        .columns(['user_id', 'reviewed_at', 'rating', 'was_due'])
        .execute();
      await db.schema.dropIndex('reviews_user_time_idx').execute();
      await db.schema.createIndex('reviews_vocab_idx').on('vocabulary_reviews').columns(['vocabulary_id', 'id']).execute();

      await replayReviews(db);
    },
  };
}

type ColumnType = 'text' | 'integer' | 'real' | 'double precision';

async function addColumns(db: AnyDb, table: string, columns: [string, ColumnType, number | string | null][]) {
  for (const [name, type, fallback] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(name, sql.raw(type), (col) => (fallback === null ? col : col.notNull().defaultTo(fallback)))
      .execute();
  }
}

interface ReviewRow {
  id: number;
  vocabulary_id: number;
  result: string;
  reviewed_at: string;
}

const BATCH = 500;

/** Replays every stored review through FSRS, entry by entry, in batches of entries. */
async function replayReviews(db: AnyDb) {
  const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: false, enable_short_term: false });
  let after = 0;
  for (;;) {
    const ids = (
      await db
        .selectFrom('vocabulary_reviews')
        .select('vocabulary_id')
        .distinct()
        .where('vocabulary_id', '>', after)
        .orderBy('vocabulary_id')
        .limit(BATCH)
        .execute()
    ).map((row: { vocabulary_id: number }) => row.vocabulary_id);
    if (ids.length === 0) return;
    after = ids[ids.length - 1]!;
    const reviews: ReviewRow[] = await db
      .selectFrom('vocabulary_reviews')
      .select(['id', 'vocabulary_id', 'result', 'reviewed_at'])
      .where('vocabulary_id', 'in', ids)
      .orderBy('vocabulary_id')
      .orderBy('id')
      .execute();
    const byEntry = new Map<number, ReviewRow[]>();
    for (const review of reviews) byEntry.set(review.vocabulary_id, [...(byEntry.get(review.vocabulary_id) ?? []), review]);
    for (const [vocabularyId, history] of byEntry) {
      let card: Card = createEmptyCard(new Date(history[0].reviewed_at));
      for (const review of history) {
        const at = new Date(review.reviewed_at);
        const rating = review.result === 'learned' ? Rating.Good : Rating.Again;
        const before = card;
        const elapsed = before.last_review ? (at.getTime() - before.last_review.getTime()) / 86_400_000 : 0;
        card = scheduler.next(before, at, rating).card;
        await db
          .updateTable('vocabulary_reviews')
          .set({
            rating,
            state_before: before.state,
            elapsed_days: Math.max(0, elapsed),
            scheduled_days: before.scheduled_days,
            due_before: before.state === State.New ? null : before.due.toISOString(),
            stability_before: before.stability,
            difficulty_before: before.difficulty,
            was_due: before.state === State.Review && before.due.getTime() <= at.getTime() ? 1 : 0,
          })
          .where('id', '=', review.id)
          .execute();
      }
      await db
        .updateTable('vocabularies')
        .set({
          fsrs_due: card.due.toISOString(),
          fsrs_stability: card.stability,
          fsrs_difficulty: card.difficulty,
          fsrs_reps: card.reps,
          fsrs_lapses: card.lapses,
          fsrs_state: card.state,
          fsrs_scheduled_days: card.scheduled_days,
        })
        .where('id', '=', vocabularyId)
        .execute();
    }
  }
}
