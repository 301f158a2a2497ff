import { GENERATION_FAILURES, type FailureCode } from '@reeprise/contract';
import { LlmError } from './llm-provider.js';

/** The learner-facing code of a failure; provider internals (status, upstream message) stay in the log. */
export function failureCode(error: unknown): FailureCode {
  if (!(error instanceof LlmError)) return 'generation_failed';
  switch (error.kind) {
    case 'rate_limited':
      return 'llm_rate_limited';
    case 'timeout':
      return 'llm_timeout';
    case 'network':
    case 'server':
      return 'llm_unavailable';
    case 'invalid_output':
      return 'llm_invalid_output';
    case 'only_thinking':
      return 'llm_only_thinking';
    case 'bad_request':
      return 'llm_refused';
    case 'cancelled':
      return 'llm_cancelled';
    case 'budget_exhausted':
      return 'llm_daily_budget';
  }
}

/** The English reason stored in `error` (its code is derived from it with failureCodeOf). */
export const failureText = (error: unknown): string => GENERATION_FAILURES[failureCode(error)];
