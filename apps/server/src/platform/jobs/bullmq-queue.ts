import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { JobDefinition, JobOptions, JobQueue } from './job-queue.js';

/** Seconds a worker holds a job before another may take it over (a killed worker's jobs come back after this). */
const DEFAULT_LOCK_MS = 30_000;

/**
 * Jobs through Redis, shared by every process: idempotent job ids, retries with back-off, stalled-job
 * recovery (a job whose worker died is handed to another), graceful worker shutdown.
 * Redis must run with `maxmemory-policy noeviction` (docs/operations.md).
 */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly controllers = new Set<AbortController>();
  private readonly connection: ConnectionOptions;

  constructor(
    redisUrl: string,
    private readonly options: { prefix?: string; lockMs?: number } = {},
  ) {
    const url = new URL(redisUrl);
    this.connection = {
      host: url.hostname,
      port: Number(url.port || 6379),
      username: url.username || undefined,
      password: url.password ? decodeURIComponent(url.password) : undefined,
      db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
      ...(url.protocol === 'rediss:' ? { tls: {} } : {}),
      maxRetriesPerRequest: null,
    };
  }

  define<T>(name: string, definition: JobDefinition<T>): void {
    const worker = new Worker(
      name,
      async (job: Job) => this.run(job, definition as JobDefinition<unknown>),
      {
        connection: this.connection,
        prefix: this.options.prefix,
        concurrency: definition.concurrency,
        lockDuration: this.options.lockMs ?? DEFAULT_LOCK_MS,
        stalledInterval: Math.max(1000, Math.floor((this.options.lockMs ?? DEFAULT_LOCK_MS) / 2)),
        maxStalledCount: 5,
        settings: { backoffStrategy: (attemptsMade: number) => definition.backoffMs(attemptsMade) },
      },
    );
    worker.on('error', () => undefined); // connection hiccups are retried by ioredis
    this.workers.push(worker);
  }

  async enqueue<T>(name: string, payload: T, options: JobOptions = {}): Promise<void> {
    await this.queue(name).add(name, payload, {
      jobId: options.jobId?.replace(/:/g, '-'),
      attempts: 3,
      backoff: { type: 'custom' },
      removeOnComplete: true,
      // Failed jobs are removed too: their row says FAILED, and a retry must be able to reuse the id.
      removeOnFail: true,
    });
  }

  /**
   * Runs one attempt. The last attempt (or a permanent error) calls onFailed and then completes, so the
   * row becomes FAILED exactly once; earlier failures are rethrown for BullMQ to retry with back-off.
   */
  private async run(job: Job, definition: JobDefinition<unknown>): Promise<void> {
    const controller = new AbortController();
    this.controllers.add(controller);
    try {
      await definition.handler(job.data, { attempt: job.attemptsMade + 1, signal: controller.signal });
    } catch (error) {
      if (controller.signal.aborted) throw error; // shutting down: hand the job back to the queue
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (!last && !(definition.isPermanent?.(error) ?? false)) throw error;
      await definition.onFailed(job.data, error);
    } finally {
      this.controllers.delete(controller);
    }
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: this.options.prefix });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Stops taking jobs; running ones get `graceMs`, then are aborted and handed back for another worker. */
  async close(graceMs = 0): Promise<void> {
    const closing = Promise.all(this.workers.map((worker) => worker.close()));
    if (graceMs > 0) await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, graceMs))]);
    for (const controller of this.controllers) controller.abort();
    await closing;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
  }
}
