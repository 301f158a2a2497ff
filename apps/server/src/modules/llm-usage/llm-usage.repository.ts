import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { contains } from '../admin/admin-search.js';

/** What a generation was for; the admin view shows the cost of each. */
export const LLM_USAGE_KINDS = ['text', 'chapter', 'vocabulary', 'chat'] as const;
export type LlmUsageKind = (typeof LLM_USAGE_KINDS)[number];

export interface LlmUsageEntry {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  userId: number;
  kind: LlmUsageKind;
  model: string;
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

/** One user's use of one model on one day, all kinds together. */
export interface LlmUsageRow {
  day: string;
  userId: number;
  username: string;
  model: string;
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

/** Token counters per day, user, kind and model. */
export class LlmUsageRepository {
  constructor(private readonly db: Database) {}

  /** Adds one finished generation's tokens; concurrent jobs add to the same row safely (one upsert). */
  async add(entry: LlmUsageEntry): Promise<void> {
    await this.db
      .insertInto('llm_usage')
      .values({
        day: entry.day,
        user_id: entry.userId,
        kind: entry.kind,
        model: entry.model,
        calls: entry.calls,
        prompt_tokens: entry.promptTokens,
        completion_tokens: entry.completionTokens,
      })
      .onConflict((oc) =>
        oc.columns(['day', 'user_id', 'kind', 'model']).doUpdateSet({
          calls: sql<number>`llm_usage.calls + excluded.calls`,
          prompt_tokens: sql<number>`llm_usage.prompt_tokens + excluded.prompt_tokens`,
          completion_tokens: sql<number>`llm_usage.completion_tokens + excluded.completion_tokens`,
        }),
      )
      .execute();
  }

  /**
   * Use from `sinceDay` on, per day, user and model, newest day first and the biggest users first
   * within a day; `search` filters usernames. At most `limit` rows.
   */
  async report(sinceDay: string, search: string | null, limit: number): Promise<LlmUsageRow[]> {
    let query = this.db
      .selectFrom('llm_usage as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .where('l.day', '>=', sinceDay);
    if (search) query = query.where(contains('u.username', search));
    const rows = await query
      .select((eb) => [
        'l.day',
        'l.user_id',
        'u.username',
        'l.model',
        eb.fn.sum<number | string>('l.calls').as('calls'),
        eb.fn.sum<number | string>('l.prompt_tokens').as('prompt_tokens'),
        eb.fn.sum<number | string>('l.completion_tokens').as('completion_tokens'),
      ])
      .groupBy(['l.day', 'l.user_id', 'u.username', 'l.model'])
      .orderBy('l.day', 'desc')
      .orderBy(sql`sum(l.prompt_tokens + l.completion_tokens)`, 'desc')
      .orderBy('u.username')
      .limit(limit)
      .execute();
    // PostgreSQL sums integers into bigint, which its driver returns as a string
    return rows.map((row) => ({
      day: row.day,
      userId: row.user_id,
      username: row.username,
      model: row.model,
      calls: Number(row.calls),
      promptTokens: Number(row.prompt_tokens),
      completionTokens: Number(row.completion_tokens),
    }));
  }
}
