import { DESIRED_RETENTION_DEFAULT, NEW_WORDS_PER_DAY_DEFAULT } from '@reeprise/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { FsrsState, ReviewLogFields } from './scheduling.js';
import { countReviews } from '../vocabulary/review-counts.repository.js';

/** The FSRS card columns of an entry. */
const FSRS_COLUMNS = [
  'fsrs_due',
  'fsrs_stability',
  'fsrs_difficulty',
  'fsrs_reps',
  'fsrs_lapses',
  'fsrs_state',
  'fsrs_scheduled_days',
  'last_reviewed_at',
] as const;

/** Answers to one word at the same moment retry this often; each round lets at least one through. */
const MAX_REVIEW_ATTEMPTS = 50;
/** Due words read for one session or count: a learner back after months sees the most overdue first. */
export const DUE_POOL_MAX = 2000;

/** An entry as a review reads it. */
export interface ReviewedEntry {
  streak: number;
  fsrs: FsrsState;
}

/** What a review writes: the new streak and card, the log fields, the answer and its time. */
export interface ReviewChange {
  result: 'learned' | 'forgotten';
  streak: number;
  next: FsrsState;
  log: ReviewLogFields;
  now: string;
}

/** A training candidate: what ordering by streak or by retrievability needs. */
export interface PoolEntry {
  id: number;
  streak: number;
  fsrs: Pick<FsrsState, 'stability' | 'state' | 'lastReview'>;
}

function toReviewedEntry(row: {
  winning_streak: number;
  fsrs_due: string | null;
  fsrs_stability: number;
  fsrs_difficulty: number;
  fsrs_reps: number;
  fsrs_lapses: number;
  fsrs_state: number;
  fsrs_scheduled_days: number;
  last_reviewed_at: string | null;
}): ReviewedEntry {
  return {
    streak: row.winning_streak,
    fsrs: {
      due: row.fsrs_due,
      stability: Number(row.fsrs_stability),
      difficulty: Number(row.fsrs_difficulty),
      reps: row.fsrs_reps,
      lapses: row.fsrs_lapses,
      state: row.fsrs_state,
      scheduledDays: row.fsrs_scheduled_days,
      lastReview: row.last_reviewed_at,
    },
  };
}

function toPoolEntry(row: {
  id: number;
  winning_streak: number;
  fsrs_stability: number;
  fsrs_state: number;
  last_reviewed_at: string | null;
}): PoolEntry {
  return {
    id: row.id,
    streak: row.winning_streak,
    fsrs: { stability: Number(row.fsrs_stability), state: row.fsrs_state, lastReview: row.last_reviewed_at },
  };
}

/** Queries of the trainer and the statistics: reviews, streaks and counts. */
export class TrainingRepository {
  constructor(private readonly db: Database) {}

  /**
   * Moves a streak and the FSRS card and records the review in one transaction. `decide` turns the row
   * as read (and the learner's desired retention) into the new state; the UPDATE only applies if nobody
   * answered in between (same reps and streak), else the whole transaction runs again on the new row,
   * so concurrent answers never overwrite each other on either engine.
   */
  async review(
    id: number,
    userId: number,
    decide: (current: ReviewedEntry, retention: number) => ReviewChange,
  ): Promise<{ before: number; after: number } | undefined> {
    for (let attempt = 0; attempt < MAX_REVIEW_ATTEMPTS; attempt += 1) {
      const outcome = await this.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('vocabularies')
          .select([...FSRS_COLUMNS, 'winning_streak'])
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!row) return 'missing' as const;
        const settings = await trx
          .selectFrom('user_settings')
          .select('desired_retention')
          .where('user_id', '=', userId)
          .executeTakeFirst();
        const current = toReviewedEntry(row);
        const change = decide(current, settings?.desired_retention ?? DESIRED_RETENTION_DEFAULT);
        const { next, log } = change;
        const updated = await trx
          .updateTable('vocabularies')
          .set({
            winning_streak: change.streak,
            last_reviewed_at: change.now,
            updated_at: change.now,
            fsrs_due: next.due,
            fsrs_stability: next.stability,
            fsrs_difficulty: next.difficulty,
            fsrs_reps: next.reps,
            fsrs_lapses: next.lapses,
            fsrs_state: next.state,
            fsrs_scheduled_days: next.scheduledDays,
          })
          .where('id', '=', id)
          .where('fsrs_reps', '=', row.fsrs_reps)
          .where('winning_streak', '=', row.winning_streak)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) return 'conflict' as const;
        await trx
          .insertInto('vocabulary_reviews')
          .values({
            vocabulary_id: id,
            user_id: userId,
            result: change.result,
            streak_before: row.winning_streak,
            streak_after: change.streak,
            reviewed_at: change.now,
            rating: log.rating,
            state_before: log.stateBefore,
            elapsed_days: log.elapsedDays,
            scheduled_days: log.scheduledDays,
            due_before: log.dueBefore,
            stability_before: log.stabilityBefore,
            difficulty_before: log.difficultyBefore,
            was_due: log.wasDue ? 1 : 0,
          })
          .execute();
        await countReviews(
          trx,
          [{ user_id: userId, reviewed_at: change.now, rating: log.rating, was_due: log.wasDue ? 1 : 0 }],
          1,
        );
        return { before: row.winning_streak, after: change.streak };
      });
      if (outcome === 'missing') return undefined;
      if (outcome !== 'conflict') return outcome;
    }
    throw new Error(`Vocabulary ${id} kept changing while it was reviewed.`);
  }

  /**
   * Candidates for a training session: finished entries used in texts created since `since`, on one side
   * of the streak threshold. `due: true` gives those FSRS wants now (at most DUE_POOL_MAX, most overdue
   * first, for the caller to order by retrievability); `due: false` the others, weakest and least
   * recently trained first, at most `limit`.
   */
  async candidates(
    userId: number,
    opts: {
      since: string;
      now: string;
      maximumStreak: number;
      known: boolean;
      due: boolean;
      limit: number;
      exclude?: number[];
    },
  ): Promise<PoolEntry[]> {
    if (opts.limit <= 0) return [];
    let query = this.db
      .selectFrom('vocabularies as v')
      .select(['v.id', 'v.winning_streak', 'v.fsrs_stability', 'v.fsrs_state', 'v.last_reviewed_at'])
      .where('v.user_id', '=', userId)
      .where('v.status', '=', 'COMPLETE')
      .where('v.winning_streak', opts.known ? '>' : '<=', opts.maximumStreak)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('vocabulary_usages as u')
            .select('u.vocabulary_id')
            .whereRef('u.vocabulary_id', '=', 'v.id')
            .where('u.text_created_at', '>=', opts.since),
        ),
      );
    if (opts.exclude?.length) query = query.where('v.id', 'not in', opts.exclude);
    if (opts.due) {
      const rows = await query
        .where('v.fsrs_due', '<=', opts.now)
        .orderBy('v.fsrs_due', 'asc')
        .orderBy('v.id', 'asc')
        .limit(DUE_POOL_MAX)
        .execute();
      return rows.map(toPoolEntry);
    }
    // coalesce: never-trained words first on both engines (their NULL ordering differs).
    const rows = await query
      .where((eb) => eb.or([eb('v.fsrs_due', 'is', null), eb('v.fsrs_due', '>', opts.now)]))
      .orderBy('v.winning_streak', 'asc')
      .orderBy(sql`coalesce(v.last_reviewed_at, '')`, 'asc')
      .orderBy('v.id', 'asc')
      .limit(opts.limit)
      .execute();
    return rows.map(toPoolEntry);
  }

  /** Every finished entry FSRS wants by `until` (at most DUE_POOL_MAX, most overdue first), of any text. */
  async due(userId: number, until: string): Promise<PoolEntry[]> {
    const rows = await this.db
      .selectFrom('vocabularies as v')
      .select(['v.id', 'v.winning_streak', 'v.fsrs_stability', 'v.fsrs_state', 'v.last_reviewed_at'])
      .where('v.user_id', '=', userId)
      .where('v.fsrs_due', '<=', until)
      .where('v.status', '=', 'COMPLETE')
      .orderBy('v.fsrs_due', 'asc')
      .orderBy('v.id', 'asc')
      .limit(DUE_POOL_MAX)
      .execute();
    return rows.map(toPoolEntry);
  }

  /**
   * Words never trained (finished, no due time yet) and how many a due session may still start today:
   * the learner's daily limit less the words first answered since `dayStart` (a review from state New).
   */
  async newCounts(userId: number, dayStart: string): Promise<{ waiting: number; startable: number }> {
    const [waiting, started, settings] = await Promise.all([
      this.db
        .selectFrom('vocabularies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('fsrs_due', 'is', null)
        .where('status', '=', 'COMPLETE')
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('vocabulary_reviews')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('reviewed_at', '>=', dayStart)
        .where('state_before', '=', 0)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('user_settings')
        .select('new_words_per_day')
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    const perDay = settings?.new_words_per_day ?? NEW_WORDS_PER_DAY_DEFAULT;
    const left = Math.max(0, perDay - Number(started.n));
    return { waiting: Number(waiting.n), startable: Math.min(Number(waiting.n), left) };
  }

  /** At most `limit` words never trained, oldest first (Anki's default order of new cards). */
  async newWords(userId: number, limit: number): Promise<number[]> {
    if (limit <= 0) return [];
    const rows = await this.db
      .selectFrom('vocabularies')
      .select('id')
      .where('user_id', '=', userId)
      .where('fsrs_due', 'is', null)
      .where('status', '=', 'COMPLETE')
      .orderBy('id', 'asc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  /** How many finished entries are due by `now` and by `endOfDay`: one index range of (user, due). */
  async dueCounts(userId: number, now: string, endOfDay: string): Promise<{ now: number; today: number }> {
    const row = await this.db
      .selectFrom('vocabularies')
      .select([
        sql<number>`sum(case when fsrs_due <= ${now} then 1 else 0 end)`.as('now'),
        sql<number>`count(*)`.as('today'),
      ])
      .where('user_id', '=', userId)
      // no status filter: only reviewed (so translated) entries have a due time, and the index answers alone
      .where('fsrs_due', '<=', endOfDay)
      .executeTakeFirstOrThrow();
    return { now: Number(row.now ?? 0), today: Number(row.today ?? 0) };
  }

  /**
   * Words added per window count every entry the learner made; the streak buckets count only COMPLETE
   * (translated) entries, since a word still being translated or failed cannot have been trained.
   * Decision 010.
   */
  async stats(userId: number, weekAgo: string, fourWeeksAgo: string) {
    const count = (condition: ReturnType<typeof sql<boolean>>) =>
      sql<number>`sum(case when ${condition} then 1 else 0 end)`;
    const streak = (condition: ReturnType<typeof sql<boolean>>) =>
      count(sql<boolean>`status = 'COMPLETE' and ${condition}`);
    const row = await this.db
      .selectFrom('vocabularies')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        count(sql<boolean>`created_at >= ${weekAgo}`).as('week'),
        count(sql<boolean>`created_at >= ${fourWeeksAgo}`).as('four_weeks'),
        streak(sql<boolean>`winning_streak > 5`).as('gt5'),
        streak(sql<boolean>`winning_streak = 5`).as('s5'),
        streak(sql<boolean>`winning_streak = 4`).as('s4'),
        streak(sql<boolean>`winning_streak = 3`).as('s3'),
        streak(sql<boolean>`winning_streak = 2`).as('s2'),
        streak(sql<boolean>`winning_streak = 1`).as('s1'),
        streak(sql<boolean>`winning_streak = 0`).as('s0'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const n = (value: unknown) => Number(value ?? 0);
    return {
      total_created: n(row.total),
      last_week_created: n(row.week),
      last_four_weeks_created: n(row.four_weeks),
      streak_gt5: n(row.gt5),
      streak_5: n(row.s5),
      streak_4: n(row.s4),
      streak_3: n(row.s3),
      streak_2: n(row.s2),
      streak_1: n(row.s1),
      streak_0: n(row.s0),
    };
  }
}
