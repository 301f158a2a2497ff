import { LlmError } from './llm-provider.js';

export interface RetryPolicy {
  /** Retries after the first attempt; 0 disables retrying. */
  maxRetries: number;
  /** Delay before the first retry; doubles with each further retry. */
  backoffBaseMs: number;
  /** Ceiling of the computed back-off. */
  backoffMaxMs: number;
  /** A 429 asking us to wait longer than this is not waited for: the error goes to the caller. */
  maxRetryAfterMs: number;
  /** Source of jitter, injectable for tests. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 3,
  backoffBaseMs: 500,
  backoffMaxMs: 8_000,
  maxRetryAfterMs: 30_000,
  random: Math.random,
};

/**
 * Delay before retry number `retry` (0-based): "equal jitter" exponential back-off, so concurrent
 * callers spread out but still wait at least half the nominal delay. A server's retry-after wins
 * when it asks for longer.
 */
export function retryDelayMs(policy: RetryPolicy, retry: number, retryAfterMs?: number): number {
  const nominal = Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** retry);
  const jittered = nominal / 2 + policy.random() * (nominal / 2);
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Reads `retry-after-ms` (OpenAI's) or `retry-after` (seconds or an HTTP date) into milliseconds. */
export function parseRetryAfter(headers: Headers | undefined, now: number = Date.now()): number | undefined {
  if (!headers) return undefined;
  const milliseconds = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return milliseconds;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Waits `ms`, rejecting with LlmError('cancelled') as soon as the signal aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelledError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(cancelledError(signal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function cancelledError(signal?: AbortSignal): LlmError {
  return new LlmError('cancelled', 'The LLM request was cancelled.', { cause: signal?.reason });
}
