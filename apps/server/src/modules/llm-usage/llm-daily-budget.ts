import { GENERATION_FAILURES } from '@reeprise/contract';
import { LlmError, type TokenBudget, type TokenHold } from '../../platform/llm/index.js';
import { codedError } from '../../plugins/http-error.js';
import type { BudgetDay, LlmBudgetRepository } from './llm-budget.repository.js';

/**
 * Room a request must find before it starts model work: about the ceiling of the smallest call (a
 * translation's prompt and answer). The promise is the hold each call takes; this only spares a learner
 * a text that would fail at once.
 */
export const REQUEST_ROOM_TOKENS = 2_000;

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The operator's ceiling on the model's tokens per UTC day over all learners (LLM_DAILY_TOKEN_BUDGET,
 * decision 046). Every call holds its most before it is made and settles with what it spent, in the
 * shared database, so the budget holds across processes; without a limit nothing is counted here.
 */
export class LlmDailyBudget implements TokenBudget {
  constructor(
    private readonly repo: LlmBudgetRepository,
    readonly limit: number | undefined,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** Holds `tokens` of today's budget for one call, or throws LlmError('budget_exhausted'). */
  async hold(tokens: number): Promise<TokenHold> {
    if (this.limit === undefined) return { settle: async () => undefined };
    const day = utcDay(this.clock());
    if (!(await this.repo.reserve(day, tokens, this.limit))) {
      throw new LlmError(
        'budget_exhausted',
        `the daily token budget of ${this.limit} has no room for ${tokens} tokens`,
      );
    }
    let held = true;
    return {
      // on the day it was held, also when the call ends after midnight
      settle: async (spent) => {
        if (!held) return;
        held = false;
        await this.repo.settle(day, tokens, Math.min(spent ?? tokens, Number.MAX_SAFE_INTEGER));
      },
    };
  }

  /**
   * A request that starts model work answers 429 `llm_daily_budget` at once when today's budget has
   * less than `tokens` left (read, not held: the call's own hold is what keeps the budget).
   */
  async ensureRoom(tokens = REQUEST_ROOM_TOKENS): Promise<void> {
    if (this.limit === undefined) return;
    const now = this.clock();
    const { reserved, spent } = await this.repo.day(utcDay(now));
    if (reserved + spent + tokens <= this.limit) return;
    const midnight = Math.ceil(now.getTime() / DAY_MS) * DAY_MS;
    throw codedError(429, 'llm_daily_budget', GENERATION_FAILURES.llm_daily_budget, {
      limit: this.limit,
      seconds: Math.max(1, Math.ceil((midnight - now.getTime()) / 1000)),
    });
  }

  /** Today's use against the limit, for the admin's LLM usage view; null without a limit. */
  async today(): Promise<(BudgetDay & { day: string; limit: number }) | null> {
    if (this.limit === undefined) return null;
    const day = utcDay(this.clock());
    return { day, limit: this.limit, ...(await this.repo.day(day)) };
  }
}
