import { ADMIN_LLM_USAGE_MAX_ROWS, type AdminLlmUsageQuery } from '@reeprise/contract';
import type { LlmUsageRepository, LlmUsageRow } from './llm-usage.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the LLM cost, for staff (the route is staff only). */
export class LlmUsageService {
  constructor(
    private readonly repo: LlmUsageRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The last `days` UTC days, today included, per day, user and model. */
  async report(
    query: AdminLlmUsageQuery,
  ): Promise<{ since: string; rows: LlmUsageRow[]; truncated: boolean }> {
    const since = new Date(this.clock().getTime() - (query.days - 1) * DAY_MS).toISOString().slice(0, 10);
    const rows = await this.repo.report(since, query.q ? query.q : null, ADMIN_LLM_USAGE_MAX_ROWS + 1);
    return {
      since,
      rows: rows.slice(0, ADMIN_LLM_USAGE_MAX_ROWS),
      truncated: rows.length > ADMIN_LLM_USAGE_MAX_ROWS,
    };
  }
}
