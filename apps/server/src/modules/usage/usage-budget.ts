import { nowIso } from '../../db/database.js';
import { codedError } from '../../plugins/http-error.js';
import type { UsageRepository } from './usage.repository.js';

/** The budgets: each path that spends LLM calls or storage draws on one of them. */
export type BudgetName =
  | 'generation'
  | 'translation'
  | 'chat_message'
  | 'chat_conversation'
  | 'wish_space'
  | 'wish_upload'
  | 'early_access'
  | 'text_import'
  | 'speech';

export interface BudgetRule {
  limit: number;
  windowMs: number;
  /** Stable snake_case code of the 429 (the web app translates `errors.<code>`). */
  code: string;
  /** The English 429 message for API clients. */
  message: (limit: number) => string;
  /** The work starts model calls, so it is also refused once the operator's daily token budget is spent. */
  modelWork?: boolean;
}

/** The operator's daily token budget as a budget sees it: throws a 429 when it has no room (decision 046). */
export interface ModelRoom {
  ensureRoom(): Promise<void>;
}

export type BudgetRules = Record<BudgetName, BudgetRule>;

/** One unit of a budget, held until the work it guards is done; given back if that work fails. */
export interface Reservation {
  release(): Promise<void>;
}

const DAY_MS = 24 * 3600_000;

/**
 * Per-subject budgets in fixed time windows (a clock hour or a UTC day). A unit is reserved atomically
 * BEFORE the slow work it guards (reading an upload, image processing, an LLM job), so a burst of
 * concurrent requests gets at most `limit` successes; the rest get a 429 with the budget's code.
 */
export class UsageBudget {
  private lastPrune = 0;

  constructor(
    private readonly usage: UsageRepository,
    private readonly rules: BudgetRules,
    private readonly modelRoom?: ModelRoom,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Reserves one unit of `name` for `subject` (a user id, or a key like a hashed upload token), or 429. */
  async reserve(name: BudgetName, subject: string | number): Promise<Reservation> {
    const rule = this.rules[name];
    const now = this.clock().getTime();
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    const key = `${name}:${subject}`;
    const windowStart = nowIso(new Date(start));
    await this.pruneNowAndThen(now);
    // before the learner's own unit is taken: a refusal here costs them none
    if (rule.modelWork) await this.modelRoom?.ensureRoom();
    if (!(await this.usage.take(key, windowStart, rule.limit))) {
      throw codedError(429, rule.code, rule.message(rule.limit), {
        limit: rule.limit,
        seconds: Math.ceil((start + rule.windowMs - now) / 1000),
      });
    }
    let held = true;
    return {
      release: async () => {
        if (!held) return;
        held = false;
        await this.usage.giveBack(key, windowStart);
      },
    };
  }

  /** Runs `work` on one reserved unit; the unit is given back when `work` throws (refused or failed). */
  async spend<T>(name: BudgetName, subject: string | number, work: () => Promise<T>): Promise<T> {
    const reservation = await this.reserve(name, subject);
    try {
      return await work();
    } catch (error) {
      await reservation.release();
      throw error;
    }
  }

  /** Old windows are deleted at most once an hour per process; a day's margin covers the longest window. */
  private async pruneNowAndThen(now: number): Promise<void> {
    if (now - this.lastPrune < 3600_000) return;
    this.lastPrune = now;
    await this.usage.prune(nowIso(new Date(now - 2 * DAY_MS)));
  }
}
