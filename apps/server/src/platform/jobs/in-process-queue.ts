import { setMaxListeners } from 'node:events';
import {
  POSITION_REFRESH_MS,
  estimatePlaces,
  type JobDefinition,
  type JobOptions,
  type JobQueue,
} from './job-queue.js';

interface Queued {
  name: string;
  payload: unknown;
  jobId: string | undefined;
  attempt: number;
  group: string | undefined;
  /** The place last told to onPosition, and when. */
  told?: { ahead: number; at: number };
}

// Places are told at most this often after a change, so a burst of starts is one round of messages.
const POSITION_COALESCE_MS = 200;

/**
 * The default queue: jobs run in this process with bounded concurrency per job name, at most
 * `fairness.perGroup` of one learner at once. Work survives a crash because its state lives in the
 * database (a PENDING row) and is enqueued again at start.
 */
export class InProcessJobQueue implements JobQueue {
  private readonly definitions = new Map<string, JobDefinition<unknown>>();
  private readonly waiting = new Map<string, Queued[]>();
  private readonly running = new Map<string, number>();
  /** Running jobs per job name and group. */
  private readonly groups = new Map<string, Map<string, number>>();
  private readonly knownIds = new Set<string>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly positionTimers = new Map<string, { timer: NodeJS.Timeout; due: number }>();
  private readonly active = new Set<Promise<void>>();
  private readonly controller = new AbortController();
  private closed = false;

  constructor() {
    // every running job (GENERATION_CONCURRENCY of them and more) listens to this one signal
    setMaxListeners(0, this.controller.signal);
  }

  define<T>(name: string, definition: JobDefinition<T>): void {
    this.definitions.set(name, definition as JobDefinition<unknown>);
    this.groups.set(name, new Map());
  }

  async enqueue<T>(name: string, payload: T, options: JobOptions = {}): Promise<void> {
    if (this.closed) throw new Error('The job queue is closed.');
    const definition = this.definitions.get(name);
    if (!definition) throw new Error(`Unknown job '${name}'.`);
    if (options.jobId) {
      if (this.knownIds.has(options.jobId)) return;
      this.knownIds.add(options.jobId);
    }
    let group: string | undefined;
    try {
      group = await definition.fairness?.groupOf(payload);
    } catch (error) {
      this.forget({ jobId: options.jobId });
      throw error;
    }
    if (this.closed) return; // the PENDING row is picked up at the next start
    this.push({ name, payload, jobId: options.jobId, attempt: 1, group });
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
    for (const { timer } of this.positionTimers.values()) clearTimeout(timer);
    this.timers.clear();
    this.positionTimers.clear();
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

  /** Starts the oldest waiting jobs whose group has a free slot, while the job name has free slots. */
  private pump(name: string): void {
    const definition = this.definitions.get(name)!;
    const queue = this.waiting.get(name) ?? [];
    const groups = this.groups.get(name)!;
    const perGroup = definition.fairness?.perGroup ?? Infinity;
    let index = 0;
    while (!this.closed && index < queue.length && (this.running.get(name) ?? 0) < definition.concurrency) {
      const job = queue[index];
      if (job.group !== undefined && (groups.get(job.group) ?? 0) >= perGroup) {
        index += 1; // its learner holds all their slots: the jobs of others pass it
        continue;
      }
      queue.splice(index, 1);
      this.start(job, definition, groups);
    }
    if (definition.onPosition && queue.length > 0) this.schedulePositions(name, POSITION_COALESCE_MS);
  }

  private start(job: Queued, definition: JobDefinition<unknown>, groups: Map<string, number>): void {
    const { name, group } = job;
    this.running.set(name, (this.running.get(name) ?? 0) + 1);
    if (group !== undefined) groups.set(group, (groups.get(group) ?? 0) + 1);
    const run = this.execute(job, definition).finally(() => {
      this.active.delete(run);
      this.running.set(name, (this.running.get(name) ?? 1) - 1);
      if (group !== undefined) {
        const left = (groups.get(group) ?? 1) - 1;
        if (left > 0) groups.set(group, left);
        else groups.delete(group);
      }
      this.pump(name);
    });
    this.active.add(run);
  }

  private schedulePositions(name: string, delayMs: number): void {
    const due = Date.now() + delayMs;
    const pending = this.positionTimers.get(name);
    if (pending && pending.due <= due) return; // a report as soon or sooner is already due
    if (pending) clearTimeout(pending.timer);
    const timer = setTimeout(() => {
      this.positionTimers.delete(name);
      this.tellPositions(name);
    }, delayMs);
    timer.unref();
    this.positionTimers.set(name, { timer, due });
  }

  /** Tells every waiting job whose place changed (or was last told long ago) where it stands. */
  private tellPositions(name: string): void {
    const definition = this.definitions.get(name)!;
    const queue = this.waiting.get(name) ?? [];
    if (this.closed || !definition.onPosition || queue.length === 0) return;
    const places = estimatePlaces(queue, this.groups.get(name)!, definition.fairness?.perGroup ?? Infinity);
    const now = Date.now();
    queue.forEach((job, index) => {
      const ahead = places[index];
      if (job.told && job.told.ahead === ahead && now - job.told.at < POSITION_REFRESH_MS) return;
      job.told = { ahead, at: now };
      definition.onPosition!(job.payload, ahead).catch(() => undefined); // a lost place is a cosmetic loss
    });
    this.schedulePositions(name, POSITION_REFRESH_MS);
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
          this.push({ ...job, attempt: job.attempt + 1, told: undefined });
        }, definition.backoffMs(job.attempt));
        this.timers.add(timer);
        return;
      }
      this.forget(job);
      await definition.onFailed(job.payload, error).catch(() => undefined);
    }
  }

  private forget(job: { jobId: string | undefined }): void {
    if (job.jobId) this.knownIds.delete(job.jobId);
  }
}
