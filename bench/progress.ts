// GET /api/reeprise/vocabulary/progress/ (the statistics page's charts) and GET vocabulary/due/ for a
// learner with 10,000 words and 50,000 reviews (issue 16 item 5: under 20 ms p99), over real HTTP
// against the server in its own process, on SQLite.
import path from 'node:path';
import { DueSchema, ProgressSchema } from '@reeprise/contract';
import { openDatabase } from '../apps/server/src/db/database.js';
import { countReviews } from '../apps/server/src/modules/vocabulary/review-counts.repository.js';
import { expectAnswer, login, ms, percentile, printTable, runBenchmark, startServer } from './lib.js';

const WORDS = Number(process.env.BENCH_WORDS ?? 10_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 50_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const DAY = 86_400_000;

/** 10,000 words over a year, 50,000 reviews over the last 90 days, FSRS cards due over the next weeks. */
async function seed(dataDir: string) {
  const handle = openDatabase({ database: { kind: 'sqlite', file: path.join(dataDir, 'reeprise.sqlite') } });
  const { db } = handle;
  try {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'bench')
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const iso = (t: number) => new Date(t).toISOString();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < WORDS; start += 500) {
        await trx
          .insertInto('vocabularies')
          .values(
            Array.from({ length: Math.min(500, WORDS - start) }, (_, k) => {
              const i = start + k;
              const created = now - (i / WORDS) * 365 * DAY;
              return {
                user_id: user.id,
                language: i % 3 === 0 ? 'FRENCH' : 'SPANISH',
                word: `w${i}`,
                normalized: `w${i}`,
                status: 'COMPLETE',
                winning_streak: i % 7,
                error: null,
                last_reviewed_at: iso(now - (i % 30) * DAY),
                fsrs_due: iso(now + ((i % 60) - 10) * DAY),
                fsrs_stability: 1 + (i % 40),
                fsrs_difficulty: 5,
                fsrs_reps: 3,
                fsrs_state: 2,
                fsrs_scheduled_days: 10,
                created_at: iso(created),
                updated_at: iso(created),
              };
            }),
          )
          .execute();
      }
      const first = (
        await trx
          .selectFrom('vocabularies')
          .select('id')
          .where('user_id', '=', user.id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
      for (let start = 0; start < REVIEWS; start += 1000) {
        const reviews = Array.from({ length: Math.min(1000, REVIEWS - start) }, (_, k) => {
          const i = start + k;
          const good = i % 5 !== 0;
          return {
            vocabulary_id: first + (i % WORDS),
            user_id: user.id,
            result: good ? 'learned' : 'forgotten',
            streak_before: 1,
            streak_after: good ? 2 : 0,
            reviewed_at: iso(now - (i / REVIEWS) * 90 * DAY),
            rating: good ? 3 : 1,
            state_before: 2,
            elapsed_days: 5,
            scheduled_days: 5,
            due_before: iso(now - (i / REVIEWS) * 90 * DAY - DAY),
            stability_before: 5,
            difficulty_before: 5,
            was_due: i % 2,
          };
        });
        await trx.insertInto('vocabulary_reviews').values(reviews).execute();
        // as the trainer does: the per-quarter-hour counts the charts read move with the reviews
        await countReviews(trx, reviews, 1);
      }
    });
  } finally {
    await handle.close();
  }
}

async function time(url: string, cookie: string): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

export async function main() {
  const server = await startServer({ LLM_PROVIDER: 'demo' }, 8437);
  try {
    await seed(server.dataDir);
    const auth = await login(server.url);
    const init = { headers: { cookie: auth.cookie } };
    const progressPath = '/api/reeprise/vocabulary/progress/?tz_offset=-60';
    const duePath = '/api/reeprise/vocabulary/due/?tz_offset=-60';
    // the answers carry the seeded learner's figures before anything is timed
    await expectAnswer(server.url, progressPath, init, ProgressSchema, (p) => {
      const reviews = p.reviews_per_day.reduce((sum, d) => sum + d.count, 0);
      return reviews > REVIEWS / 4 ? undefined : `only ${reviews} reviews in the last 30 days`;
    });
    await expectAnswer(server.url, duePath, init, DueSchema, (d) =>
      d.due_now > 0 && d.results.length === 15
        ? undefined
        : `due_now ${d.due_now}, ${d.results.length} cards`,
    );
    const rows = [];
    for (const [what, pathname] of [
      ['GET vocabulary/progress/', progressPath],
      ['GET vocabulary/due/ (15 cards)', duePath],
    ] as const) {
      await time(`${server.url}${pathname}`, auth.cookie); // warm-up round
      const timings = await time(`${server.url}${pathname}`, auth.cookie);
      rows.push({
        call: what,
        calls: CALLS,
        p50: ms(percentile(timings, 50)),
        p99: ms(percentile(timings, 99)),
        max: ms(timings.at(-1) ?? 0),
      });
    }
    printTable(
      `Progress and due calls: ${WORDS.toLocaleString('en')} words, ${REVIEWS.toLocaleString('en')} reviews, SQLite, one client`,
      rows,
    );
  } finally {
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
