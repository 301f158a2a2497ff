import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { BullMqJobQueue } from './bullmq-queue.js';
import type { JobDefinition } from './job-queue.js';

const redisUrl = process.env.REDIS_URL;

interface Payload {
  id: string;
  user: string;
}

let queues: BullMqJobQueue[] = [];
afterEach(async () => {
  await Promise.all(queues.map((queue) => queue.close()));
  queues = [];
});

async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!redisUrl)('BullMQ queue fairness (Redis)', () => {
  it('a burst of one learner holds at most its slots over two processes, and another learner passes it', async () => {
    const prefix = `test-fair-${randomUUID().slice(0, 8)}`;
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    const definition: JobDefinition<Payload> = {
      concurrency: 3,
      attempts: 1,
      backoffMs: () => 0,
      fairness: { perGroup: 2, groupOf: async ({ user }) => user },
      handler: ({ id }, { signal }) =>
        new Promise<void>((resolve) => {
          started.push(id);
          releases.set(id, resolve);
          signal.addEventListener('abort', () => resolve());
        }),
      onFailed: async () => undefined,
    };
    // two worker processes' queues: the per-learner limit holds over both
    for (let i = 0; i < 2; i += 1) {
      const queue = new BullMqJobQueue(redisUrl!, { prefix, lockMs: 5000 });
      queue.define('gen', definition);
      queues.push(queue);
    }
    for (let i = 0; i < 6; i += 1) await queues[0].enqueue<Payload>('gen', { id: `a${i}`, user: 'a' }, { jobId: `a${i}` });
    await until(() => started.length >= 2);
    await queues[0].enqueue<Payload>('gen', { id: 'b0', user: 'b' }, { jobId: 'b0' });
    await until(() => started.includes('b0'));
    // a's four others went back to wait; b's job ran meanwhile, with 6 worker slots in all
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(started.filter((id) => id.startsWith('a'))).toHaveLength(2);
    const firstTwo = started.filter((id) => id.startsWith('a'));
    releases.get(firstTwo[0])!();
    await until(() => started.filter((id) => id.startsWith('a')).length === 3);
    expect(started.filter((id) => id.startsWith('a'))).toHaveLength(3);
    expect(started.at(-1)).toMatch(/^a/);
  }, 30_000);

  it('tells jobs in the wait list their place', async () => {
    const prefix = `test-place-${randomUUID().slice(0, 8)}`;
    const places = new Map<string, number>();
    const started: string[] = [];
    const queue = new BullMqJobQueue(redisUrl!, { prefix, lockMs: 5000 });
    queues.push(queue);
    queue.define<Payload>('gen', {
      concurrency: 1,
      attempts: 1,
      backoffMs: () => 0,
      onPosition: async ({ id }, ahead) => void places.set(id, ahead),
      handler: ({ id }, { signal }) =>
        new Promise<void>((resolve) => {
          started.push(id);
          signal.addEventListener('abort', () => resolve());
        }),
      onFailed: async () => undefined,
    });
    for (let i = 0; i < 4; i += 1) await queue.enqueue<Payload>('gen', { id: `j${i}`, user: `u${i}` }, { jobId: `j${i}` });
    await until(() => places.size === 3 && started.length === 1);
    expect(started).toEqual(['j0']);
    expect(Object.fromEntries(places)).toEqual({ j1: 0, j2: 1, j3: 2 });
  }, 30_000);

  it('closes while a job is still being admitted: the job is handed back, not waited for', async () => {
    const prefix = `test-close-${randomUUID().slice(0, 8)}`;
    let admitted!: () => void;
    const admitting = new Promise<void>((resolve) => (admitted = resolve));
    let inAdmission!: () => void;
    const reachedAdmission = new Promise<void>((resolve) => (inAdmission = resolve));
    let handled = 0;
    const queue = new BullMqJobQueue(redisUrl!, { prefix, lockMs: 5000 });
    queues.push(queue);
    queue.define<Payload>('gen', {
      concurrency: 1,
      attempts: 1,
      backoffMs: () => 0,
      // the learner's group is looked up before the job runs: it answers only once close() has begun
      fairness: {
        perGroup: 1,
        groupOf: async ({ user }) => {
          inAdmission();
          await admitting;
          return user;
        },
      },
      handler: (_payload, { signal }) => {
        handled += 1;
        // a job of a learner's stream ends when it is aborted, never on its own
        return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      },
      onFailed: async () => undefined,
    });
    await queue.enqueue<Payload>('gen', { id: 'late', user: 'a' }, { jobId: 'late' });
    await reachedAdmission;
    const closed = queue.close(); // aborts what runs now, before it first waits
    admitted();
    await closed;
    queues = [];
    expect(handled).toBe(0);
  }, 15_000);
});
