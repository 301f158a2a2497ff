import { sql, type Migration } from 'kysely';
import type { Engine } from '../database.js';
import type { AnyDb } from './helpers.js';

/**
 * Issue 16 §5: the statistics page's review charts read per-quarter-hour counts instead of every review
 * (a learner with 50,000 reviews has some 17,000 in the last 30 days). A quarter hour, because every
 * time zone's offset is a whole number of quarter hours, so the learner's days are whole periods.
 * Existing reviews are counted once here; from now on the review, delete and restore paths keep the
 * counts (modules/vocabulary/review-counts.repository.ts, whose reviewPeriodOf this expression mirrors).
 */
export function reviewCounts(_engine: Engine): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('review_counts')
        .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
        .addColumn('period_start', 'text', (col) => col.notNull())
        .addColumn('reviews', 'integer', (col) => col.notNull())
        .addColumn('good', 'integer', (col) => col.notNull())
        .addColumn('due', 'integer', (col) => col.notNull())
        .addColumn('due_good', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('review_counts_pk', ['user_id', 'period_start'])
        .execute();
      const minute = sql`substr(reviewed_at, 15, 2)`;
      const period = sql`substr(reviewed_at, 1, 14) || case when ${minute} < '15' then '00' when ${minute} < '30' then '15' when ${minute} < '45' then '30' else '45' end || ':00.000Z'`;
      // rating 3 is FSRS's Good, the trainer's "I know it"
      await sql`insert into review_counts (user_id, period_start, reviews, good, due, due_good)
        select user_id, ${period}, count(*), sum(case when rating = 3 then 1 else 0 end), sum(was_due),
          sum(case when was_due = 1 and rating = 3 then 1 else 0 end)
        from vocabulary_reviews group by user_id, ${period}`.execute(db);
    },
  };
}
