import { Rating } from 'ts-fsrs';
import type { Database } from '../../db/database.js';

// FSRS's Good is the trainer's "I know it"
const GOOD: number = Rating.Good;

/** The review fields the per-period counts are made of. */
export type CountedReview = { user_id: number; reviewed_at: string; rating: number; was_due: number };
export const REVIEW_COUNT_FIELDS = ['user_id', 'reviewed_at', 'rating', 'was_due'] as const;

/**
 * The start of the quarter hour (UTC) that holds the ISO timestamp `iso`. Every time zone's offset is a
 * whole number of quarter hours, so a learner's day is made of whole periods. Migration 0018 computes the
 * same in SQL for the reviews it found.
 */
export function reviewPeriodOf(iso: string): string {
  const minute = Number(iso.slice(14, 16));
  return `${iso.slice(0, 14)}${String(minute - (minute % 15)).padStart(2, '0')}:00.000Z`;
}

/**
 * Adds reviews to (sign 1) or takes them from (-1) the learner's per-quarter-hour counts, in the caller's
 * transaction, so the counts change exactly when the reviews do. One upsert per period: concurrent
 * answers in the same quarter hour add up (the row lock orders them on PostgreSQL).
 */
export async function countReviews(
  db: Database,
  reviews: readonly CountedReview[],
  sign: 1 | -1,
): Promise<void> {
  const periods = new Map<
    string,
    { user_id: number; period_start: string; reviews: number; good: number; due: number; due_good: number }
  >();
  for (const review of reviews) {
    const period_start = reviewPeriodOf(review.reviewed_at);
    const key = `${review.user_id} ${period_start}`;
    const row = periods.get(key) ?? {
      user_id: review.user_id,
      period_start,
      reviews: 0,
      good: 0,
      due: 0,
      due_good: 0,
    };
    const good = review.rating === GOOD ? 1 : 0;
    row.reviews += sign;
    row.good += sign * good;
    row.due += sign * review.was_due;
    row.due_good += sign * review.was_due * good;
    periods.set(key, row);
  }
  if (periods.size === 0) return;
  await db
    .insertInto('review_counts')
    .values([...periods.values()])
    .onConflict((oc) =>
      oc.columns(['user_id', 'period_start']).doUpdateSet((eb) => ({
        reviews: eb('review_counts.reviews', '+', eb.ref('excluded.reviews')),
        good: eb('review_counts.good', '+', eb.ref('excluded.good')),
        due: eb('review_counts.due', '+', eb.ref('excluded.due')),
        due_good: eb('review_counts.due_good', '+', eb.ref('excluded.due_good')),
      })),
    )
    .execute();
}
