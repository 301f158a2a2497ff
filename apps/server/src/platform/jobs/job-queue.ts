export interface JobContext {
  /** 1 for the first try. */
  attempt: number;
  /** Aborted when the queue shuts down; a handler stops and the job is retried later. */
  signal: AbortSignal;
}

export interface JobOptions {
  /** Jobs with the same id are not queued twice while one is waiting or running. */
  jobId?: string;
}

export interface JobDefinition<T> {
  handler: (payload: T, context: JobContext) => Promise<void>;
  /** Called once when the last attempt failed, so nothing stays PENDING. */
  onFailed: (payload: T, error: unknown) => Promise<void>;
  concurrency: number;
  attempts: number;
  /** Back-off before attempt n+1 (ms). */
  backoffMs: (attempt: number) => number;
  /** Errors for which another attempt cannot help. */
  isPermanent?: (error: unknown) => boolean;
}

/** Background work: generation, chapters, translations. In-process by default, BullMQ with Redis. */
export interface JobQueue {
  define<T>(name: string, definition: JobDefinition<T>): void;
  enqueue<T>(name: string, payload: T, options?: JobOptions): Promise<void>;
  /** Stops taking jobs; running ones get `grace` ms, then are aborted. */
  close(graceMs?: number): Promise<void>;
}

export const exponentialBackoff = (baseMs: number, maxMs = 60_000) => (attempt: number) =>
  Math.min(maxMs, baseMs * 2 ** (attempt - 1));
