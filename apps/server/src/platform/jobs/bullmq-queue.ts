import { DelayedError, Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import { POSITION_REFRESH_MS, type JobDefinition, type JobOptions, type JobQueue } from './job-queue.js';
import { RedisSlotGate } from './redis-slot-gate.js';

/** Seconds a worker holds a job before another may take it over (a killed worker's jobs come back after this). */
const DEFAULT_LOCK_MS = 30_000;
/** A job whose learner holds all their slots goes back to the queue for this long; the others pass it. */
const GROUP_RETRY_MS = 1000;
/** How often waiting jobs are told their place (by one process at a time), and how many at most. */
const POSITION_TICK_MS = 1000;
const MAX_TOLD_POSITIONS = 500;

/**
 * Jobs through Redis, shared by every process: idempotent job ids, retries with back-off, stalled-job
 * recovery (a job whose worker died is handed to another), graceful worker shutdown.
 * Redis must run with `maxmemory-policy noeviction` (docs/operations.md).
 */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly controllers = new Set<AbortController>();
  private readonly connection: ConnectionOptions & RedisOptions;
  private redisClient: Redis | undefined;
  private slotGate: RedisSlotGate | undefined;
  private readonly tickers: NodeJS.Timeout[] = [];
  /** Set when running jobs are aborted at close: a job taken up after that would wait for nothing. */
  private aborting = false;

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
      async (job: Job, token?: string) => this.admit(name, job, token, definition as JobDefinition<unknown>),
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
    if (definition.onPosition) this.tellPositions(name, definition as JobDefinition<unknown>);
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

  /** Runs the job if its learner has a free slot (over all processes); otherwise puts it back for a while. */
  private async admit(name: string, job: Job, token: string | undefined, definition: JobDefinition<unknown>) {
    const group = definition.fairness ? await definition.fairness.groupOf(job.data) : undefined;
    if (group === undefined || !definition.fairness || !job.id) return this.run(job, definition);
    const lease = await this.gate().acquire(`${name}:${group}`, job.id, definition.fairness.perGroup);
    if (!lease) {
      await job.moveToDelayed(Date.now() + GROUP_RETRY_MS, token);
      throw new DelayedError(); // not an attempt: BullMQ takes it up again after the delay
    }
    try {
      await this.run(job, definition);
    } finally {
      await lease.release().catch(() => undefined); // the lease expires on its own otherwise
    }
  }

  /**
   * Tells waiting jobs their place (their index in the wait list; a job put back because its learner's
   * slots are full keeps its last place). One process per tick does it, so places are not sent twice.
   */
  private tellPositions(name: string, definition: JobDefinition<unknown>): void {
    const told = new Map<string, { ahead: number; at: number }>();
    const tick = async () => {
      const lock = `${this.options.prefix ?? 'bull'}:positions:${name}`;
      if ((await this.redis().set(lock, '1', 'PX', POSITION_TICK_MS - 100, 'NX')) !== 'OK') return;
      const waiting = await this.queue(name).getJobs(['wait'], 0, MAX_TOLD_POSITIONS - 1, true);
      const now = Date.now();
      const seen = new Set<string>();
      await Promise.all(
        waiting.map(async (job, ahead) => {
          if (!job?.id) return;
          seen.add(job.id);
          const last = told.get(job.id);
          if (last && last.ahead === ahead && now - last.at < POSITION_REFRESH_MS) return;
          told.set(job.id, { ahead, at: now });
          await definition.onPosition!(job.data, ahead);
        }),
      );
      for (const id of told.keys()) if (!seen.has(id)) told.delete(id);
    };
    const timer = setInterval(() => void tick().catch(() => undefined), POSITION_TICK_MS);
    timer.unref();
    this.tickers.push(timer);
  }

  private redis(): Redis {
    // BullMQ's own connections block on the queue; gating and locks need one of their own
    if (!this.redisClient) {
      this.redisClient = new Redis(this.connection);
      this.redisClient.on('error', () => undefined); // reconnects are ioredis's job
    }
    return this.redisClient;
  }

  private gate(): RedisSlotGate {
    this.slotGate ??= new RedisSlotGate(this.redis(), `${this.options.prefix ?? 'bull'}:gate`, this.options.lockMs ?? DEFAULT_LOCK_MS);
    return this.slotGate;
  }

  /**
   * Runs one attempt. The last attempt (or a permanent error) calls onFailed and then completes, so the
   * row becomes FAILED exactly once; earlier failures are rethrown for BullMQ to retry with back-off.
   */
  private async run(job: Job, definition: JobDefinition<unknown>): Promise<void> {
    // still being admitted when close() aborted the running jobs: handed back at once, or close() would
    // wait for a handler nobody aborts
    if (this.aborting) throw new Error('The job queue is closing.');
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
    for (const timer of this.tickers) clearInterval(timer);
    const closing = Promise.all(this.workers.map((worker) => worker.close()));
    if (graceMs > 0) await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, graceMs))]);
    this.aborting = true;
    for (const controller of this.controllers) controller.abort();
    await closing;
    await Promise.all([...this.queues.values()].map((queue) => queue.close()));
    await this.redisClient?.quit().catch(() => undefined);
  }
}
