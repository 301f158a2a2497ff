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

/**
 * One learner's burst must not hold every slot: at most `perGroup` jobs of one group (a learner) run
 * at once, and the others of that group wait while everybody else's jobs pass them.
 */
export interface JobFairness<T> {
  perGroup: number;
  /** The job's group (its learner), looked up once per job; undefined: the job is in no group. */
  groupOf: (payload: T) => Promise<string | undefined>;
}

export interface JobDefinition<T> {
  handler: (payload: T, context: JobContext) => Promise<void>;
  /** Called once when the last attempt failed, so nothing stays PENDING. */
  onFailed: (payload: T, error: unknown) => Promise<void>;
  /** Jobs of this name running at once in one process. */
  concurrency: number;
  attempts: number;
  /** Back-off before attempt n+1 (ms). */
  backoffMs: (attempt: number) => number;
  /** Errors for which another attempt cannot help. */
  isPermanent?: (error: unknown) => boolean;
  fairness?: JobFairness<T>;
  /**
   * Told a waiting job's place: how many jobs are expected to start before it (0: it is next). Called
   * when the place changes and again every few seconds while it waits, so a stored copy can expire.
   */
  onPosition?: (payload: T, ahead: number) => Promise<void>;
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

/** How often a waiting job's unchanged place is told again (stored copies live a few times longer). */
export const POSITION_REFRESH_MS = 10_000;

/**
 * Places in a queue of waiting jobs (oldest first) given how many of each group already run: a job
 * whose group still has a free slot is counted among those that start first, in order; a job whose
 * group is full waits for its own group and keeps its place in the list.
 */
export function estimatePlaces(
  waiting: ReadonlyArray<{ group: string | undefined }>,
  runningByGroup: ReadonlyMap<string, number>,
  perGroup: number,
): number[] {
  const taken = new Map(runningByGroup);
  let eligible = 0;
  return waiting.map((job, index) => {
    if (job.group === undefined) return eligible++;
    const used = taken.get(job.group) ?? 0;
    if (used >= perGroup) return index;
    taken.set(job.group, used + 1);
    return eligible++;
  });
}
