import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.js';

/** How one counter reacts to failures: free ones, then a block doubling from one second up to `maxBlockMs`. */
export interface ThrottleRule {
  free: number;
  maxBlockMs: number;
}

/** The moment of an attempt and the start of the window before it (older failures are forgotten). */
export interface ThrottleClock {
  now: Date;
  windowStart: Date;
}

/**
 * Login failure counters, one row per key. Every change is one statement, so concurrent logins (in one
 * process or many sharing the database) can never both pass a check that only one of them should.
 */
export class LoginThrottleRepository {
  constructor(private readonly db: Database) {}

  /**
   * Counts one attempt as a failure in advance and returns the new count, or null when the key is
   * blocked (nothing counted). `evenIfBlocked` counts it anyway. Check and count are a single
   * INSERT … ON CONFLICT DO UPDATE … WHERE, atomic on SQLite and PostgreSQL alike.
   */
  async reserve(key: string, rule: ThrottleRule, clock: ThrottleClock, evenIfBlocked = false): Promise<number | null> {
    const nowIso = clock.now.toISOString();
    const failures = sql<number>`case when login_throttle.updated_at < ${clock.windowStart.toISOString()} then 1 else login_throttle.failures + 1 end`;
    const notBlocked = sql<boolean>`login_throttle.blocked_until is null or login_throttle.blocked_until <= ${nowIso}`;
    const row = await this.db
      .insertInto('login_throttle')
      .values({ key, failures: 1, blocked_until: blockedUntil(rule, 1, clock.now), updated_at: nowIso })
      .onConflict((oc) => {
        const update = oc.column('key').doUpdateSet({
          failures,
          blocked_until: blockedUntilSql(rule, failures, clock.now),
          updated_at: nowIso,
        });
        return evenIfBlocked ? update : update.where(notBlocked);
      })
      .returning('failures')
      .executeTakeFirst();
    return row ? row.failures : null;
  }

  /** Takes back one reserved attempt (it succeeded, or another counter refused it); a block the count no longer earns ends. */
  async giveBack(key: string, rule: ThrottleRule): Promise<void> {
    await this.db
      .updateTable('login_throttle')
      .set({
        failures: sql<number>`failures - 1`,
        blocked_until: sql<string | null>`case when failures - 1 < ${rule.free} then null else blocked_until end`,
      })
      .where('key', '=', key)
      .where('failures', '>', 0)
      .execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('login_throttle').where('key', '=', key).execute();
  }

  /** When the key's block ends, or null. */
  async blockedUntil(key: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('login_throttle')
      .select('blocked_until')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.blocked_until ?? null;
  }
}

/** Block length after `failures` failures: none while free, then 1 s, 2 s, 4 s … up to the rule's maximum. */
export function blockMs(rule: ThrottleRule, failures: number): number {
  const over = failures - rule.free;
  return over >= 0 ? Math.min(1000 * 2 ** over, rule.maxBlockMs) : 0;
}

function blockedUntil(rule: ThrottleRule, failures: number, now: Date): string | null {
  const ms = blockMs(rule, failures);
  return ms > 0 ? new Date(now.getTime() + ms).toISOString() : null;
}

/**
 * The same as `blockedUntil` for a count only the database knows (the one this statement produces):
 * a CASE over the few steps the doubling takes to reach the maximum. Both engines lack a common power
 * function, and the steps are few (15 minutes is reached after 10 doublings).
 */
function blockedUntilSql(rule: ThrottleRule, failures: RawBuilder<number>, now: Date): RawBuilder<string | null> {
  const steps: Array<RawBuilder<unknown>> = [];
  for (let over = 0; 1000 * 2 ** over < rule.maxBlockMs; over += 1) {
    steps.push(sql`when ${rule.free + over} then ${blockedUntil(rule, rule.free + over, now)}`);
  }
  const longest = new Date(now.getTime() + rule.maxBlockMs).toISOString();
  return sql<string | null>`case when ${failures} < ${rule.free} then null else case ${failures} ${sql.join(steps, sql` `)} else ${longest} end end`;
}
