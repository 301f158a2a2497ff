import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/migrations.js';
import { learnerApp } from '../../../test/learner-app.js';
import type { TestClient } from '../../../test/test-client.js';
import { migrations } from '../../db/migrations/index.js';
import { localDate } from '../training/local-days.js';
import { countReviews, reviewPeriodOf, type CountedReview } from './review-counts.repository.js';
import { insertEntry } from './vocabulary.fixtures.js';

const V = '/api/reeprise/vocabulary/';
const DAY = 86_400_000;
type Day = { day: string; count: number; good: number };

let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  ({ app, userId, client } = await learnerApp());
});
afterEach(() => app.close());

/** Reviews of one entry at the given instants, stored as the trainer stores them: rows and counts. */
async function storeReviews(vocabularyId: number, instants: number[]) {
  const reviews = instants.map((t, i) => ({
    vocabulary_id: vocabularyId,
    user_id: userId,
    result: i % 3 === 0 ? 'forgotten' : 'learned',
    streak_before: 0,
    streak_after: i % 3 === 0 ? 0 : 1,
    reviewed_at: new Date(t).toISOString(),
    rating: i % 3 === 0 ? 1 : 3,
    was_due: i % 2,
  }));
  await app.ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('vocabulary_reviews').values(reviews).execute();
    await countReviews(trx, reviews, 1);
  });
  return reviews;
}

/** What the charts must show, counted from the reviews themselves in the learner's own days. */
function expected(reviews: CountedReview[], days: string[], tzOffset: number) {
  const perDay = new Map(days.map((day) => [day, { day, count: 0, good: 0 }]));
  let due = 0;
  let dueGood = 0;
  for (const review of reviews) {
    const day = perDay.get(localDate(new Date(review.reviewed_at), tzOffset));
    if (!day) continue;
    day.count += 1;
    day.good += review.rating === 3 ? 1 : 0;
    due += review.was_due;
    dueGood += review.was_due * (review.rating === 3 ? 1 : 0);
  }
  return { days: [...perDay.values()], due, dueGood };
}

describe('reviews per day from the per-quarter-hour counts', () => {
  it('puts a timestamp in its quarter hour', () => {
    expect(reviewPeriodOf('2026-03-01T10:14:59.999Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(reviewPeriodOf('2026-03-01T10:15:00.000Z')).toBe('2026-03-01T10:15:00.000Z');
    expect(reviewPeriodOf('2026-03-01T23:59:00.000Z')).toBe('2026-03-01T23:45:00.000Z');
  });

  it('answers what counting every review answers, in whole-hour, half-hour, quarter-hour and odd time zones', async () => {
    const id = await insertEntry(app, userId, 'casa');
    // 400 answers over 35 days at odd minutes, some right at a quarter hour's edges
    const now = Date.now();
    const instants = Array.from({ length: 400 }, (_, i) => now - ((i * 7_919_993) % (35 * DAY)));
    const quarter = Math.floor(now / (15 * 60_000)) * 15 * 60_000;
    instants.push(quarter - 1, quarter - 2 * DAY, quarter - 3 * DAY - 1);
    const reviews = await storeReviews(id, instants);

    // -60: Berlin in winter; 330: India; -345: Nepal; 570: Marquesas; 7: no real zone (counts every review)
    for (const tzOffset of [0, -60, 330, -345, 570, 7]) {
      const progress = (await client.get(`${V}progress/?tz_offset=${tzOffset}`)).json();
      const want = expected(
        reviews,
        progress.reviews_per_day.map((d: Day) => d.day),
        tzOffset,
      );
      expect(progress.reviews_per_day, `tz_offset ${tzOffset}`).toEqual(want.days);
      expect(progress.retention.due_reviews, `tz_offset ${tzOffset}`).toBe(want.due);
      expect(progress.retention.good, `tz_offset ${tzOffset}`).toBe(want.dueGood);
      expect(want.days.reduce((sum, d) => sum + d.count, 0)).toBeGreaterThan(300);
    }
  });

  it('follows answers, deletes and undos of a word', async () => {
    const id = await insertEntry(app, userId, 'perro');
    const today = async () =>
      (await client.get(`${V}progress/?tz_offset=-60`)).json().reviews_per_day.at(-1) as Day;
    expect((await client.post(`${V}${id}/mark_vocabulary_as_learned/`)).statusCode).toBe(200);
    expect((await client.post(`${V}${id}/mark_vocabulary_as_forgotten/`)).statusCode).toBe(200);
    expect(await today()).toMatchObject({ count: 2, good: 1 });

    expect((await client.delete(`${V}${id}/`)).statusCode).toBe(204);
    expect(await today()).toMatchObject({ count: 0, good: 0 });
    expect((await client.post(`${V}${id}/restore/`)).statusCode).toBe(200);
    expect(await today()).toMatchObject({ count: 2, good: 1 });
  });

  it('adds up answers given at the same moment', async () => {
    const ids = await Promise.all(
      ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'].map((w) => insertEntry(app, userId, w)),
    );
    const answers = await Promise.all(ids.map((id) => client.post(`${V}${id}/mark_vocabulary_as_learned/`)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const rows = await app.ctx.db
      .selectFrom('review_counts')
      .select(sql<number>`sum(reviews)`.as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(6);
  });
});

it('migration 0018 counts the reviews stored before it', async () => {
  const names = Object.keys(migrations);
  const migrated = await databaseMigratedTo(names[names.indexOf('0018-review-counts') - 1]);
  const { handle } = migrated;
  try {
    const { db } = handle;
    const now = '2026-01-01T00:00:00.000Z';
    const [user] = (
      await sql<{
        id: number;
      }>`insert into users (username, password_hash, is_staff, is_active, created_at, password_changed_at)
        values ('ann', 'x', 0, 1, ${now}, ${now}) returning id`.execute(db)
    ).rows;
    const [entry] = (
      await sql<{
        id: number;
      }>`insert into vocabularies (user_id, language, word, normalized, status, winning_streak, created_at, updated_at)
        values (${user.id}, 'SPANISH', 'casa', 'casa', 'COMPLETE', 0, ${now}, ${now}) returning id`.execute(
        db,
      )
    ).rows;
    for (const [at, rating, wasDue] of [
      ['2026-01-02T10:14:59.999Z', 3, 1],
      ['2026-01-02T10:00:00.000Z', 1, 1],
      ['2026-01-02T10:15:00.000Z', 3, 0],
      ['2026-01-02T10:59:00.000Z', 3, 1],
    ] as const) {
      await sql`insert into vocabulary_reviews (vocabulary_id, user_id, result, streak_before, streak_after, reviewed_at, rating, was_due)
        values (${entry.id}, ${user.id}, 'learned', 0, 1, ${at}, ${rating}, ${wasDue})`.execute(db);
    }
    await migrated.migrateRest();
    const counts = await sql<
      Record<string, unknown>
    >`select period_start, reviews, good, due, due_good from review_counts order by period_start`.execute(db);
    expect(counts.rows.map((row) => Object.values(row).map(String))).toEqual([
      ['2026-01-02T10:00:00.000Z', '2', '1', '2', '1'],
      ['2026-01-02T10:15:00.000Z', '1', '1', '0', '0'],
      ['2026-01-02T10:45:00.000Z', '1', '1', '1', '1'],
    ]);
  } finally {
    await handle.close();
  }
});
