import { afterEach, describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process-queue.js';
import { estimatePlaces, type JobDefinition } from './job-queue.js';

interface Payload {
  id: string;
  user: string;
}

/** A slow job: it runs until the test releases it, like a generation waiting on a remote model. */
function slowJobs() {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const places = new Map<string, number[]>();
  const definition = (concurrency: number, perGroup?: number): JobDefinition<Payload> => ({
    concurrency,
    attempts: 1,
    backoffMs: () => 0,
    ...(perGroup === undefined ? {} : { fairness: { perGroup, groupOf: async ({ user }: Payload) => user } }),
    onPosition: async ({ id }, ahead) => void places.set(id, [...(places.get(id) ?? []), ahead]),
    handler: ({ id }, { signal }) =>
      new Promise<void>((resolve) => {
        started.push(id);
        releases.set(id, resolve);
        signal.addEventListener('abort', () => resolve()); // the queue closes at the end of each test
      }),
    onFailed: async () => undefined,
  });
  const release = (id: string) => releases.get(id)!();
  return { started, places, definition, release };
}

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

let queue: InProcessJobQueue | undefined;
afterEach(async () => {
  await queue?.close();
  queue = undefined;
});

describe('in-process queue fairness', () => {
  it('lets another learner pass a burst: one learner holds at most its slots', async () => {
    const q = (queue = new InProcessJobQueue());
    const jobs = slowJobs();
    q.define('gen', jobs.definition(3, 2));
    for (let i = 0; i < 6; i += 1) await q.enqueue<Payload>('gen', { id: `a${i}`, user: 'a' });
    await q.enqueue<Payload>('gen', { id: 'b0', user: 'b' });
    await tick();
    // a's burst took 2 of 3 slots; b's text started at once, before any of a's finished
    expect(jobs.started).toEqual(['a0', 'a1', 'b0']);
    jobs.release('b0');
    await tick();
    // a free slot does not go to a while a already holds 2
    expect(jobs.started).toEqual(['a0', 'a1', 'b0']);
    jobs.release('a0');
    await tick();
    expect(jobs.started).toEqual(['a0', 'a1', 'b0', 'a2']);
  });

  it('without fairness the burst holds every slot and the other learner waits (the old behaviour)', async () => {
    const q = (queue = new InProcessJobQueue());
    const jobs = slowJobs();
    q.define('gen', jobs.definition(3));
    for (let i = 0; i < 6; i += 1) await q.enqueue<Payload>('gen', { id: `a${i}`, user: 'a' });
    await q.enqueue<Payload>('gen', { id: 'b0', user: 'b' });
    await tick();
    expect(jobs.started).toEqual(['a0', 'a1', 'a2']);
  });

  it('tells waiting jobs their place, and a new place when jobs ahead start', async () => {
    const q = (queue = new InProcessJobQueue());
    const jobs = slowJobs();
    q.define('gen', jobs.definition(1, 1));
    await q.enqueue<Payload>('gen', { id: 'a0', user: 'a' });
    await q.enqueue<Payload>('gen', { id: 'b0', user: 'b' });
    await q.enqueue<Payload>('gen', { id: 'c0', user: 'c' });
    await q.enqueue<Payload>('gen', { id: 'a1', user: 'a' });
    await tick(300);
    expect(jobs.places.get('a0')).toBeUndefined(); // it started at once
    expect(jobs.places.get('b0')).toEqual([0]);
    expect(jobs.places.get('c0')).toEqual([1]);
    expect(jobs.places.get('a1')).toEqual([2]);
    jobs.release('a0');
    await tick(300);
    expect(jobs.started).toEqual(['a0', 'b0']);
    expect(jobs.places.get('c0')).toEqual([1, 0]);
    expect(jobs.places.get('a1')).toEqual([2, 1]);
    expect(jobs.places.get('b0')).toEqual([0]); // running: told nothing more
  });
});

describe('estimatePlaces', () => {
  it('counts a job whose learner is at the limit behind the others', () => {
    const waiting = [{ group: 'a' }, { group: 'a' }, { group: 'b' }, { group: undefined }];
    expect(estimatePlaces(waiting, new Map([['a', 1]]), 2)).toEqual([0, 1, 1, 2]);
    expect(estimatePlaces(waiting, new Map(), 1)).toEqual([0, 1, 1, 2]);
    expect(estimatePlaces(waiting, new Map(), 5)).toEqual([0, 1, 2, 3]);
  });
});
