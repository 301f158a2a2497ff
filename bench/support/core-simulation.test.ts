import { describe, expect, it } from 'vitest';
import { zeroResources, type CallCost, type Calibration } from './calibration.js';
import { Machine, simulateRun, simulateRuns } from './core-simulation.js';
import { testShape } from './run-shape.fixtures.js';
import { seededRandom as random } from '../../apps/server/src/platform/seeded-random.js';

describe('the simulated machine', () => {
  it('shares its cores equally among what is ready to run', () => {
    const finished: number[] = [];
    const one = new Machine(1);
    one.burst(10, () => finished.push(one.now));
    one.burst(10, () => finished.push(one.now));
    one.run(100);
    expect(finished).toEqual([20, 20]);
    const two = new Machine(2);
    two.burst(10, () => finished.push(two.now));
    two.burst(10, () => finished.push(two.now));
    two.run(100);
    expect(finished.slice(2)).toEqual([10, 10]);
  });

  it('runs an event loop\'s jobs one after another, however many cores are free', () => {
    const machine = new Machine(2);
    const loop = machine.loop('web');
    const finished: number[] = [];
    machine.onLoop(loop, 5, () => finished.push(machine.now));
    machine.onLoop(loop, 5, () => finished.push(machine.now));
    machine.run(100);
    expect(finished).toEqual([5, 10]);
    expect(loop.waited).toBe(0);
  });

  it('counts the time a loop was ready but held half a core as waiting', () => {
    const machine = new Machine(1);
    const loop = machine.loop('web');
    let done = 0;
    machine.onLoop(loop, 10, () => (done = machine.now));
    machine.burst(10);
    machine.at(30, () => machine.onLoop(loop, 1));
    machine.run(1000);
    expect(done).toBe(20);
    // 20 ms at half a core (10 of them waiting), then 1 ms alone
    expect(loop.waited).toBeCloseTo(10, 6);
    expect(loop.ran).toBeCloseTo(11, 6);
  });

  it('draws the same numbers from the same seed', () => {
    const a = random(7);
    const b = random(7);
    const drawn = Array.from({ length: 5 }, () => a());
    expect(drawn).toEqual(Array.from({ length: 5 }, () => b()));
    expect(new Set(drawn).size).toBe(5);
    expect(drawn.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

const uniform = (low: number, high: number) => Array.from({ length: 101 }, (_, p) => low + ((high - low) * p) / 100);
const cost = (call: string, webMs: number, pgMs: number): CallCost => ({
  call,
  calls: 100,
  cpuMs: { ...zeroResources(), web: webMs, postgres: pgMs },
  pgTransactions: 1,
  pgRowsWritten: 0,
  pgBlocksRead: 0,
  redisCommands: 0,
  tables: [],
  latencyMs: uniform(webMs + pgMs, 3 * (webMs + pgMs)),
});
const calibration: Calibration = {
  idlePerSecond: zeroResources(),
  calls: [cost('read', 2, 1), cost('create', 20, 10)],
  sessionMiss: cost('session look-up', 0, 0),
  stream: { firstChunkMs: 500, completionMs: 2000 },
};
const shape = (learners: number) => testShape(learners);

describe('a simulated run of learners', () => {
  it('answers a lone learner in its time alone', () => {
    const run = simulateRun(calibration, shape(1));
    // 3…9 ms alone; one learner finds the cores free
    expect(run.nonLlmP50).toBeGreaterThanOrEqual(3);
    expect(run.nonLlmP99).toBeLessThanOrEqual(9);
    expect(run.latencies.read.length).toBeGreaterThan(10);
  });

  it('is the same run for the same seed, another for another', () => {
    expect(simulateRun(calibration, shape(200), { seed: 3 }).nonLlmP99).toBe(simulateRun(calibration, shape(200), { seed: 3 }).nonLlmP99);
    expect(simulateRun(calibration, shape(200), { seed: 3 }).latencies.read).not.toEqual(simulateRun(calibration, shape(200), { seed: 4 }).latencies.read);
  });

  it('grows the tail far faster than the median as the cores fill up', () => {
    // a read costs 3 ms of CPU, a learner reads about once every 1.5 s: 300 learners fill about 30 % of two cores, 800 about 85 %
    const light = simulateRuns(calibration, shape(300), {}, 2);
    const heavy = simulateRuns(calibration, shape(800), {}, 2);
    expect(heavy.machineShare).toBeGreaterThan(light.machineShare * 2.5);
    // the median not even doubled; the p99 many times over, as the cluster's run shows
    expect(heavy.nonLlmP50).toBeLessThan(light.nonLlmP50 * 2);
    expect(heavy.nonLlmP99).toBeGreaterThan(light.nonLlmP99 * 4);
    // the web processes wait for a core more
    expect(heavy.processes['web 1'].waited).toBeGreaterThan(light.processes['web 1'].waited);
    // both runs pooled: the calls of two seeds
    expect(light.latencies.read.length).toBeGreaterThan(simulateRun(calibration, shape(300)).latencies.read.length * 1.8);
  });

  it('counts the calls in flight by Little\'s law, more than in proportion once they wait', () => {
    const light = simulateRuns(calibration, shape(300), {}, 2);
    const heavy = simulateRuns(calibration, shape(800), {}, 2);
    // 300 learners read about 200 times a second, each read 3…9 ms alone: about one in flight
    expect(light.callsInFlight).toBeGreaterThan(0.6);
    expect(light.callsInFlight).toBeLessThan(2);
    expect(heavy.callsInFlight / light.callsInFlight).toBeGreaterThan(800 / 300);
  });

  it('holds the worker\'s translations in flight to its slots', () => {
    const withWorker: Calibration = { ...calibration, calls: calibration.calls.map((c) => (c.call === 'read' ? { ...c, cpuMs: { ...c.cpuMs, worker: 1 } } : c)) };
    const queued = { call: 'read', slots: 4, jobMs: 1000 };
    // a few learners ask for fewer than the slots hold: rate × job time; many fill the slots
    const few = simulateRun(withWorker, { ...shape(2), queued });
    expect(few.translationsInFlight).toBeGreaterThan(0.8);
    expect(few.translationsInFlight).toBeLessThan(2);
    const many = simulateRun(withWorker, { ...shape(300), queued });
    expect(many.translationsInFlight).toBeGreaterThan(3.8);
    expect(many.translationsInFlight).toBeLessThanOrEqual(4);
  });

  it('makes the calls wait for the cores other programs hold', () => {
    const quiet = simulateRuns(calibration, shape(200), {}, 2);
    const shared = simulateRuns(calibration, shape(200), { backgroundShare: 0.4 }, 2);
    expect(shared.nonLlmP99).toBeGreaterThan(quiet.nonLlmP99);
    expect(shared.machineShare).toBeGreaterThan(quiet.machineShare + 0.3);
  });
});
