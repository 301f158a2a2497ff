import { sql, type RawBuilder } from 'kysely';
import { Rating } from 'ts-fsrs';
import type { Database } from '../../db/database.js';
import { reviewPeriodOf } from '../vocabulary/review-counts.repository.js';

/**
 * The statistics page's charts. Each chart is one query: the learner's days (limits computed by the
 * caller, in the learner's time zone) as a VALUES list joined to one index range per day, so every row
 * is read once from an index that holds all it needs, and grouped by day. ISO timestamps compare as
 * text on both engines.
 */
export class ProgressRepository {
  constructor(private readonly db: Database) {}

  /**
   * Answers, 'I know it' answers, due answers and due 'I know it' answers per day between `bounds`. Days
   * made of whole quarter hours (every real time zone's) read the per-quarter-hour counts, a few
   * thousand rows at most; other bounds count the reviews themselves.
   */
  async reviews(userId: number, bounds: string[]) {
    const rows = bounds.every((bound) => reviewPeriodOf(bound) === bound)
      ? await this.perDay(
          bounds,
          sql`review_counts c on c.user_id = ${userId} and c.period_start >= days.lo and c.period_start < days.hi`,
          sql`sum(c.reviews) as n, sum(c.good) as good, sum(c.due) as due, sum(c.due_good) as due_good`,
        )
      : await this.perDay(
          bounds,
          sql`vocabulary_reviews r on r.user_id = ${userId} and r.reviewed_at >= days.lo and r.reviewed_at < days.hi`,
          sql`count(*) as n, sum(case when r.rating = ${Rating.Good} then 1 else 0 end) as good, sum(r.was_due) as due, sum(case when r.was_due = 1 and r.rating = ${Rating.Good} then 1 else 0 end) as due_good`,
        );
    const column = (name: string) => byDay(rows, bounds.length - 1, name);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return { counts: column('n'), good: column('good'), dueReviews: sum(column('due')), dueGood: sum(column('due_good')) };
  }

  /** Words added per day between `bounds`. */
  async wordsAdded(userId: number, bounds: string[]): Promise<number[]> {
    const rows = await this.perDay(
      bounds,
      sql`vocabularies v on v.user_id = ${userId} and v.created_at >= days.lo and v.created_at < days.hi`,
      sql`count(*) as n`,
    );
    return byDay(rows, bounds.length - 1, 'n');
  }

  /** Reviews due per day between `bounds`; the first day also counts everything overdue. */
  async dueForecast(userId: number, bounds: string[]): Promise<number[]> {
    const rows = await this.perDay(
      ['0000', ...bounds.slice(1)],
      sql`vocabularies v on v.user_id = ${userId} and v.fsrs_due >= days.lo and v.fsrs_due < days.hi`,
      sql`count(*) as n`,
    );
    return byDay(rows, bounds.length - 1, 'n');
  }

  private async perDay(bounds: string[], join: RawBuilder<unknown>, columns: RawBuilder<unknown>) {
    // the day's number travels as text: PostgreSQL types VALUES parameters as text
    const days = sql.join(bounds.slice(0, -1).map((lo, i) => sql`(${String(i)}, ${lo}, ${bounds[i + 1]})`));
    const result = await sql<Record<string, unknown>>`with days(i, lo, hi) as (values ${days})
      select days.i as day, ${columns} from days join ${join} group by days.i`.execute(this.db);
    return result.rows;
  }
}

/** One figure per day from the grouped rows (days without rows are 0). */
function byDay(rows: Record<string, unknown>[], count: number, column: string): number[] {
  const values = Array.from({ length: count }, () => 0);
  for (const row of rows) values[Number(row.day)] = Number(row[column] ?? 0);
  return values;
}
