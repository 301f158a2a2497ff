import type { Language } from '@reeprise/contract';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';

/** Queries of the trainer and the statistics: reviews, streaks and counts. */
export class TrainingRepository {
  constructor(private readonly db: Database) {}

  /**
   * Moves a streak and records the review in one transaction. The streak is changed by the UPDATE
   * itself (streak + 1, or 0), so concurrent answers never overwrite each other.
   */
  async review(
    id: number,
    userId: number,
    result: 'learned' | 'forgotten',
    now: string,
  ): Promise<{ before: number; after: number } | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('vocabularies')
        .set((eb) => ({
          winning_streak: result === 'learned' ? eb('winning_streak', '+', 1) : sql<number>`0`,
          last_reviewed_at: now,
          updated_at: now,
        }))
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .returning(['winning_streak'])
        .executeTakeFirst();
      if (!updated) return undefined;
      const after = updated.winning_streak;
      // For 'forgotten' the previous streak is read back from the last review (0 if never reviewed).
      const before =
        result === 'learned'
          ? after - 1
          : ((
              await trx
                .selectFrom('vocabulary_reviews')
                .select('streak_after')
                .where('vocabulary_id', '=', id)
                .orderBy('id', 'desc')
                .executeTakeFirst()
            )?.streak_after ?? 0);
      await trx
        .insertInto('vocabulary_reviews')
        .values({
          vocabulary_id: id,
          user_id: userId,
          result,
          streak_before: before,
          streak_after: after,
          reviewed_at: now,
        })
        .execute();
      return { before, after };
    });
  }

  /**
   * Candidates for a training session: finished entries used in texts created since `since`, on one side
   * of the streak threshold, weakest and least recently trained first.
   */
  async candidates(
    userId: number,
    opts: { since: string; maximumStreak: number; known: boolean; limit: number; languages?: Language[] },
  ) {
    if (opts.limit <= 0) return [];
    let query = this.db
      .selectFrom('vocabularies as v')
      .select('v.id')
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
    if (opts.languages?.length) query = query.where('v.language', 'in', opts.languages);
    // coalesce: never-trained words first on both engines (their NULL ordering differs).
    const rows = await query
      .orderBy('v.winning_streak', 'asc')
      .orderBy(sql`coalesce(v.last_reviewed_at, '')`, 'asc')
      .orderBy('v.id', 'asc')
      .limit(opts.limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async stats(userId: number, weekAgo: string, fourWeeksAgo: string) {
    const count = (condition: ReturnType<typeof sql<boolean>>) =>
      sql<number>`sum(case when ${condition} then 1 else 0 end)`;
    const row = await this.db
      .selectFrom('vocabularies')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        count(sql<boolean>`created_at >= ${weekAgo}`).as('week'),
        count(sql<boolean>`created_at >= ${fourWeeksAgo}`).as('four_weeks'),
        count(sql<boolean>`winning_streak > 5`).as('gt5'),
        count(sql<boolean>`winning_streak = 5`).as('s5'),
        count(sql<boolean>`winning_streak = 4`).as('s4'),
        count(sql<boolean>`winning_streak = 3`).as('s3'),
        count(sql<boolean>`winning_streak = 2`).as('s2'),
        count(sql<boolean>`winning_streak = 1`).as('s1'),
        count(sql<boolean>`winning_streak = 0`).as('s0'),
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
