import type { JobDefinition, JobOptions, JobQueue } from './job-queue.js';

interface Queued {
  name: string;
  payload: unknown;
  jobId: string | undefined;
  attempt: number;
}

/**
 * The default queue: jobs run in this process with bounded concurrency per job name. Work survives a
 * crash because its state lives in the database (a PENDING row) and is enqueued again at start.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly waiting = new Map<string, Queued[]>();
  private readonly running = new Map<string, number>();
  private readonly knownIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly active = new Set<Promise<void>>();
  private readonly controller = new AbortController();
  private closed = false;

  define<T>(name: string, definition: JobDefinition<T>): void {
    this.definitions.set(name, definition as JobDefinition<unknown>);
  }

  async enqueue<T>(name: string, payload: T, options: JobOptions = {}): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed.');
    if (!this.definitions.has(name)) throw new Error(`Unknown job '${name}'.`);
    if (options.jobId) {
      if (this.knownIds.has(options.jobId)) return;
      this.knownIds.add(options.jobId);
    }
    this.push({ name, payload, jobId: options.jobId, attempt: 1 });
  }

  /** Resolves when no job is waiting or running (tests and benchmarks wait on it). */
  async drain(): Promise<void> {
    while (this.active.size > 0 || this.timers.size > 0 || [...this.waiting.values()].some((q) => q.length)) {
      await Promise.race([...this.active, new Promise((resolve) => setTimeout(resolve, 5))]);
    }
  }

  async close(graceMs = 0): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.waiting.clear();
    if (this.active.size > 0 && graceMs > 0) {
      await Promise.race([Promise.allSettled([...this.active]), new Promise((r) => setTimeout(r, graceMs))]);
    }
    this.controller.abort();
    await Promise.allSettled([...this.active]);
  }

  private push(job: Queued): void {
    const queue = this.waiting.get(job.name) ?? [];
    queue.push(job);
    this.waiting.set(job.name, queue);
    this.pump(job.name);
  }

  private pump(name: string): void {
    const definition = this.definitions.get(name)!;
    const queue = this.waiting.get(name) ?? [];
    while (!this.closed && queue.length > 0 && (this.running.get(name) ?? 0) < definition.concurrency) {
      const job = queue.shift()!;
      this.running.set(name, (this.running.get(name) ?? 0) + 1);
      const run = this.execute(job, definition).finally(() => {
        this.active.delete(run);
        this.running.set(name, (this.running.get(name) ?? 1) - 1);
        this.pump(name);
      });
      this.active.add(run);
    }
  }

  private async execute(job: Queued, definition: JobDefinition<unknown>): Promise<void> {
    try {
      await definition.handler(job.payload, { attempt: job.attempt, signal: this.controller.signal });
      this.forget(job);
    } catch (error) {
      if (this.closed) return; // shutting down: the PENDING row is picked up at the next start
      const permanent = definition.isPermanent?.(error) ?? false;
      if (!permanent && job.attempt < definition.attempts) {
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          this.push({ ...job, attempt: job.attempt + 1 });
        }, definition.backoffMs(job.attempt));
        this.timers.add(timer);
        return;
      }
      this.forget(job);
      await definition.onFailed(job.payload, error).catch(() => undefined);
    }
  }

  private forget(job: Queued): void {
    if (job.jobId) this.knownIds.delete(job.jobId);
  }
}
