import { describe, expect, it } from 'vitest';
import { LEARNER_DAY, SCALE, callsPerDay, scaleModel } from './capacity-day.js';
import {
  actionsPerLearner,
  cpuOfMeasuredCalls,
  finishedShare,
  predictRun,
  pricedAt,
  runCalls,
  sessionMissRate,
  zeroResources,
  type CallCost,
  type Calibration,
} from './capacity-model.js';
import type { CallTokens } from './prompt-tokens.js';
import { testShape } from './run-shape.fixtures.js';

/** Latencies spread evenly from `low` to `high` ms, as 101 quantiles. */
const uniform = (low: number, high: number) => Array.from({ length: 101 }, (_, p) => low + ((high - low) * p) / 100);

const cost = (call: string, webMs: number, latency = uniform(1, 3)): CallCost => ({
  call,
  calls: 100,
  cpuMs: { ...zeroResources(), web: webMs, postgres: webMs / 2 },
  pgTransactions: 2,
  pgRowsWritten: call === 'write' ? 1 : 0,
  pgBlocksRead: 0,
  redisCommands: 1,
  tables: [],
  latencyMs: latency,
});

const calibration: Calibration = {
  idlePerSecond: { ...zeroResources(), web: 0.01 },
  calls: [cost('read', 2), cost('write', 4, uniform(2, 10)), cost('create', 50)],
  sessionMiss: cost('session look-up', 1),
  stream: { firstChunkMs: 600, completionMs: 3200 },
};

const shape = (learners: number) =>
  testShape(learners, {
    seconds: 60,
    thinkMinMs: 4000,
    thinkMaxMs: 6000,
    mix: [
      { share: 0.5, calls: ['read'] },
      { share: 0.5, calls: ['read', 'write'] },
    ],
  });

describe('the capacity model', () => {
  it('counts a learner\'s actions from the think time, slower when calls take long', () => {
    // a first action after 3 s on average, then one every 5 s: (60 − 3) / 5 + 0.5
    expect(actionsPerLearner(shape(1))).toBeCloseTo(11.9, 5);
    expect(actionsPerLearner(shape(1), 1000)).toBeCloseTo(57 / 6 + 0.5, 5);
  });

  it('turns the mix into calls: creators write one text instead of an action and poll while it streams', () => {
    const calls = runCalls(shape(100), 3200);
    const actions = 100 * 11.9 - 10;
    expect(calls.read).toBeCloseTo(actions, 5);
    expect(calls.write).toBeCloseTo(actions / 2, 5);
    expect(calls.create).toBe(10);
    expect(calls.poll).toBe(10 * 7);
  });

  it('misses a session less often the more often one process sees the learner', () => {
    expect(sessionMissRate(0.2, 2, 10_000)).toBeCloseTo(Math.exp(-1), 6);
    expect(sessionMissRate(1, 2, 10_000)).toBeLessThan(sessionMissRate(0.2, 2, 10_000));
    expect(sessionMissRate(0.2, 4, 10_000)).toBeGreaterThan(sessionMissRate(0.2, 2, 10_000));
  });

  it('predicts CPU in proportion to the learners, and a simulated p99 that grows with the machine\'s load', () => {
    const small = predictRun(calibration, shape(100), 60);
    const large = predictRun(calibration, shape(1000), 60);
    const idle = calibration.idlePerSecond.web * 60;
    expect((large.cpuSeconds.web - idle) / (small.cpuSeconds.web - idle)).toBeGreaterThan(9);
    expect((large.cpuSeconds.web - idle) / (small.cpuSeconds.web - idle)).toBeLessThan(10.5);
    expect(large.nonLlmP99).toBeGreaterThan(small.nonLlmP99);
    // the slowest of the non-LLM calls bounds the p99 from below; the LLM call is not one of them
    expect(small.nonLlmP99).toBeGreaterThan(9.5);
    // other programs holding a core make the calls wait too
    expect(predictRun(calibration, shape(100), 60, 0.5).nonLlmP99).toBeGreaterThan(small.nonLlmP99);
  });

  it('counts the worker\'s CPU only for the jobs its slots finish within the run', () => {
    const withWorker: Calibration = { ...calibration, calls: calibration.calls.map((c) => (c.call === 'write' ? { ...c, cpuMs: { ...c.cpuMs, worker: 10 } } : c)) };
    const queued = { call: 'write', slots: 2, jobMs: 1000 };
    expect(finishedShare(queued, 60, 60)).toBe(1);
    expect(finishedShare(queued, 240, 60)).toBe(0.5);
    const unbounded = predictRun(withWorker, shape(1000), 60);
    const bounded = predictRun(withWorker, { ...shape(1000), queued }, 60);
    // 1,000 learners click about 5,900 times; two slots of a second each finish 120 within 60 s
    expect(unbounded.cpuSeconds.worker).toBeGreaterThan(50);
    expect(bounded.cpuSeconds.worker).toBeCloseTo((120 * 10) / 1000, 6);
    // and the cores the worker does not use are free for the calls
    expect(bounded.machineShare).toBeLessThan(unbounded.machineShare);
    expect(cpuOfMeasuredCalls(withWorker, { ...shape(1000), queued }, { write: 500 }, 60).worker).toBeCloseTo(1.2, 6);
  });

  it('prices a call between its cost alone and its cost with the calibration\'s calls in flight, held beyond', () => {
    const together = { ...zeroResources(), web: 1, postgres: 0.5, worker: 2 };
    const measured: Calibration = {
      ...calibration,
      inFlight: 3,
      calls: calibration.calls.map((c) => (c.call === 'read' ? { ...c, cpuMs: { ...c.cpuMs, worker: 4 }, cpuMsInFlight: together } : c)),
    };
    const read = (c: Calibration) => c.calls.find((k) => k.call === 'read')!.cpuMs;
    expect(read(pricedAt(measured, 1, 1))).toEqual({ ...zeroResources(), web: 2, postgres: 1, worker: 4 });
    expect(read(pricedAt(measured, 2, 1)).web).toBeCloseTo(1.5, 9);
    expect(read(pricedAt(measured, 50, 1)).web).toBeCloseTo(1, 9);
    // the worker at the concurrency of its own jobs, not the calls'
    expect(read(pricedAt(measured, 50, 1)).worker).toBe(4);
    expect(read(pricedAt(measured, 1, 32)).worker).toBe(2);
    // the worker measured with its slots full too: between the two in-flight points, held beyond
    const slots: Calibration = { ...measured, workerSlots: 33, calls: measured.calls.map((c) => (c.call === 'read' ? { ...c, workerMsAtSlots: 1 } : c)) };
    expect(read(pricedAt(slots, 1, 18)).worker).toBeCloseTo(1.5, 9);
    expect(read(pricedAt(slots, 1, 64)).worker).toBe(1);
    expect(read(pricedAt(slots, 1, 2)).worker).toBeCloseTo(3, 9);
    // a call measured only alone, or a calibration without in-flight costs, keeps its cost
    expect(pricedAt(measured, 50, 50).calls.find((k) => k.call === 'write')!.cpuMs).toEqual(calibration.calls[1].cpuMs);
    expect(pricedAt(calibration, 50, 50)).toBe(calibration);
  });

  it('predicts a busy run with the costs of calls beside each other, a lone learner with the costs alone', () => {
    const cheaper: Calibration = { ...calibration, inFlight: 3, calls: calibration.calls.map((c) => ({ ...c, cpuMsInFlight: { ...c.cpuMs, web: c.cpuMs.web / 2 } })) };
    const lone = predictRun(cheaper, shape(1), 60);
    expect(lone.cpuSeconds.web).toBeCloseTo(predictRun(calibration, shape(1), 60).cpuSeconds.web, 1);
    expect(lone.callsInFlight).toBeLessThan(0.1);
    const busy = predictRun(cheaper, shape(1000), 60);
    const alone = predictRun(calibration, shape(1000), 60);
    expect(busy.callsInFlight).toBeGreaterThan(1);
    // per call: cheaper calls wait less, so the learners make more of them
    const perCall = (p: typeof busy) => p.cpuSeconds.web / Object.values(p.calls).reduce((n, c) => n + c, 0);
    expect(perCall(busy)).toBeLessThan(perCall(alone) * 0.97);
    expect(busy.nonLlmP99).toBeLessThan(alone.nonLlmP99);
  });

  it('prices the calls a run made with the calibration, polls at the list\'s cost', () => {
    const cpu = cpuOfMeasuredCalls(calibration, shape(100), { read: 1000, poll: 1000 }, 0);
    const miss = sessionMissRate(2000 / 100 / 60, 2, 10_000);
    expect(cpu.web).toBeCloseTo((2000 * (2 + miss * 1)) / 1000, 6);
  });
});

describe('the day of many learners', () => {
  const tokens: CallTokens[] = (['text', 'chapter', 'translation', 'chat', 'speech'] as const).map((kind) => ({
    kind,
    promptTokens: 300,
    completionTokens: 300,
    maxTokens: 1300,
    characters: 50,
  }));
  const cal: Calibration = {
    ...calibration,
    calls: ['text list', 'open text', 'known forms', 'click word', 'training: due', 'training: answer', 'create text'].map((call) => cost(call, 2)),
  };

  it('needs at least twice the cores for twice the learners, and finds the walls in order', () => {
    const one = scaleModel(cal, { generated_texts: { bytesPerRow: 1000 } }, tokens, 4096, 500, 100_000);
    const two = scaleModel(cal, { generated_texts: { bytesPerRow: 1000 } }, tokens, 4096, 500, 200_000);
    // a little more than twice: with more web processes each sees a learner less often and looks the session up again
    expect(two.peakCores.postgres / one.peakCores.postgres).toBeGreaterThan(2);
    expect(two.peakCores.postgres / one.peakCores.postgres).toBeLessThan(2.3);
    expect(two.webProcesses).toBeGreaterThan(one.webProcesses);
    expect(two.postgres.growthBytesPerDay).toBeCloseTo(2 * one.postgres.growthBytesPerDay, 0);
    expect(two.webProcesses).toBeGreaterThanOrEqual(one.webProcesses);
    const reached = one.walls.map((w) => w.learnersAtWall);
    expect(reached).toEqual([...reached].sort((a, b) => a - b));
  });

  it('counts the calls of the stated day', () => {
    const calls = callsPerDay(3000, 500);
    expect(calls['training: answer']).toBe(LEARNER_DAY.reviews.value);
    expect(calls['training: due']).toBe(LEARNER_DAY.reviews.value / LEARNER_DAY.reviewsPerDueCall.value);
    // the list, and 7 polls for each of the day's text and chapter
    expect(calls['text list']).toBe(LEARNER_DAY.textListViews.value + 2 * 7);
    expect(SCALE.dailyLearners.value).toBe(100_000);
  });
});
