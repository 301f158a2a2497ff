// The capacity model of docs/scaling.md (issue 38): what a call costs, measured each call alone on the
// cluster bench, times how often learners make it. One computation serves both the prediction of a
// bench run (checked against what the run measured) and the 100,000-learner tables of the doc.

import { RESOURCES, costNamed, isWebProcess, zeroResources, type Calibration, type PerResource, type RunShape, type QueuedWork } from './calibration.js';
import { simulateRuns } from './core-simulation.js';

export { RESOURCES, costNamed, zeroResources, type Calibration, type CallCost, type PerResource, type QueuedWork, type Resource, type RunShape } from './calibration.js';

/**
 * The share of the queued jobs that `calls` asked for which the worker finishes within `seconds`: at most
 * slots × seconds / jobMs of them; the rest wait past the window, and their CPU is spent after it.
 */
export function finishedShare(queued: QueuedWork, calls: number, seconds: number): number {
  if (calls <= 0) return 1;
  return Math.min(1, (queued.slots * seconds * 1000) / queued.jobMs / calls);
}

/** `cpu` without the worker's CPU for the queued jobs not finished within `seconds`. */
function withoutBacklog(cpu: PerResource, calibration: Calibration, shape: RunShape, calls: Record<string, number>, seconds: number): PerResource {
  if (!shape.queued) return cpu;
  const asked = calls[shape.queued.call] ?? 0;
  const unfinished = asked * (1 - finishedShare(shape.queued, asked, seconds));
  return { ...cpu, worker: cpu.worker - (unfinished * costNamed(calibration, shape.queued.call).cpuMs.worker) / 1000 };
}

export interface RunPrediction {
  calls: Record<string, number>;
  /** CPU seconds over the run's window, by resource. */
  cpuSeconds: PerResource;
  /** One web process's share of a core while the learners act. */
  webProcessShare: number;
  /** The share of the machine's cores in use while the learners act. */
  machineShare: number;
  /** The share of calls whose web process had no session of the learner kept. */
  sessionMissRate: number;
  nonLlmP50: number;
  nonLlmP99: number;
  /** The share of the learners' seconds a web process (the busier) was ready but waited for a core, simulated. */
  webWaited: number;
  /** The calls and the worker's translations in flight at once, simulated: the concurrency the costs were priced at. */
  callsInFlight: number;
  translationsInFlight: number;
}

/**
 * A learner's actions in `seconds`: a first one after up to thinkMax, then one per think time and the
 * time its calls took (a learner waits for an answer before reading on). `actionMs`: that time.
 */
export function actionsPerLearner(shape: Pick<RunShape, 'seconds' | 'thinkMinMs' | 'thinkMaxMs'>, actionMs = 0): number {
  const cycle = (shape.thinkMinMs + shape.thinkMaxMs) / 2 + actionMs;
  return Math.max(0, (shape.seconds * 1000 - shape.thinkMaxMs / 2) / cycle + 0.5);
}

/** How many calls of each kind the run's learners make, an action taking `actionMs`. */
export function runCalls(shape: RunShape, completionMs: number, actionMs = 0): Record<string, number> {
  const creators = Math.ceil(shape.learners / shape.creatorEvery);
  const actions = shape.learners * actionsPerLearner(shape, actionMs) - creators;
  const calls: Record<string, number> = {};
  for (const { share, calls: kinds } of shape.mix) for (const kind of kinds) calls[kind] = (calls[kind] ?? 0) + actions * share;
  calls[shape.createCall] = creators;
  // the list is asked for at once and then every pollMs until the text is done
  calls[shape.pollCall] = creators * (Math.floor(completionMs / shape.pollMs) + 1);
  return calls;
}

/**
 * The share of a learner's calls that find no session kept: calls land on `processes` web processes in
 * turn, so one process sees the learner every processes / rate seconds, and keeps the session for
 * `cacheMs`; with calls arriving at random (Poisson) the chance that none came within it is exp(−t/gap).
 */
export function sessionMissRate(callsPerLearnerPerSecond: number, processes: number, cacheMs: number): number {
  if (callsPerLearnerPerSecond <= 0) return 1;
  return Math.exp(-(cacheMs / 1000) * (callsPerLearnerPerSecond / processes));
}

/**
 * CPU seconds by resource for `calls`, with what the resources use idle over `windowSeconds` and the
 * session look-ups of the share `missRate` of the calls.
 */
export function cpuOf(calibration: Calibration, calls: Record<string, number>, windowSeconds: number, missRate = 0, costOf: (kind: string) => string = (k) => k): PerResource {
  const total = zeroResources();
  for (const resource of RESOURCES) total[resource] = calibration.idlePerSecond[resource] * windowSeconds;
  for (const [kind, count] of Object.entries(calls)) {
    const cost = costNamed(calibration, costOf(kind));
    for (const resource of RESOURCES) total[resource] += (count * (cost.cpuMs[resource] + missRate * calibration.sessionMiss.cpuMs[resource])) / 1000;
  }
  return total;
}


/**
 * The calibration with each call priced at `callsInFlight` calls at once and the worker's share at
 * `workerInFlight` translations at once: linear between the cost alone (one in flight) and the cost with
 * the calibration's `inFlight` at once (and, for the worker, with its slots full), held beyond the last
 * (nothing measured says how it goes on). Calls beside each other cost less than alone (shared wake-ups, batched writes, warm caches:
 * docs/scaling.md), so a model priced alone over-predicts a busy cluster.
 */
export function pricedAt(calibration: Calibration, callsInFlight: number, workerInFlight: number): Calibration {
  const measuredAt = calibration.inFlight;
  if (!measuredAt || measuredAt <= 1) return calibration;
  const calls = calibration.calls.map((cost) => {
    const together = cost.cpuMsInFlight;
    if (!together) return cost;
    const cpuMs = zeroResources();
    for (const resource of RESOURCES) {
      const points: Array<[number, number]> = [
        [1, cost.cpuMs[resource]],
        [measuredAt, together[resource]],
      ];
      // the worker's share of the call whose work it does afterwards, also measured with its slots full
      if (resource === 'worker' && cost.workerMsAtSlots !== undefined && (calibration.workerSlots ?? 0) > measuredAt) points.push([calibration.workerSlots!, cost.workerMsAtSlots]);
      cpuMs[resource] = between(points, resource === 'worker' ? workerInFlight : callsInFlight);
    }
    return { ...cost, cpuMs };
  });
  return { ...calibration, calls };
}

/** The value at `x` of the line through `points` (ascending in x), held at the ends. */
function between(points: ReadonlyArray<readonly [number, number]>, x: number): number {
  if (x <= points[0][0]) return points[0][1];
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    if (x <= x1) return y0 + ((x - x0) / (x1 - x0)) * (y1 - y0);
  }
  return points[points.length - 1][1];
}

/** How often a prediction prices the calls at the concurrency its last simulation had: the second pass moves the p99 by a few per cent. */
export const REPRICINGS = 2;

/** How many simulated runs a prediction pools (core-simulation.ts): enough that the p99 moves by a few per cent between seeds. */
export const SIMULATED_RUNS = 5;

/**
 * What the model says a run of the cluster bench will measure: the CPU from the calls, the latencies
 * from the core simulation of the same learners (core-simulation.ts). `backgroundShare`: the share of
 * the machine's cores other programs held meanwhile (measured; zero on a quiet machine), which the
 * learners' calls wait for as they wait for each other.
 */
export function predictRun(calibration: Calibration, shape: RunShape, windowSeconds: number, backgroundShare = 0, runs = SIMULATED_RUNS): RunPrediction {
  const costOf = (kind: string) => (kind === shape.pollCall ? shape.pollCostOf : kind);
  const missRateOf = (calls: Record<string, number>) =>
    sessionMissRate(Object.values(calls).reduce((n, c) => n + c, 0) / shape.learners / shape.seconds, shape.webProcesses, shape.sessionCacheMs);
  // the simulated learners wait for their answers as the real ones do; their pace then sets the calls;
  // priced alone first, then at the concurrency the last simulation had
  const options = { backgroundShare, sessionMissRate: missRateOf(runCalls(shape, calibration.stream.completionMs)) };
  let priced = calibration;
  let simulated = simulateRuns(priced, shape, options, runs);
  for (let pass = 0; pass < REPRICINGS; pass += 1) {
    priced = pricedAt(calibration, simulated.callsInFlight, simulated.translationsInFlight);
    if (priced === calibration) break;
    simulated = simulateRuns(priced, shape, options, runs);
  }
  const callsPerAction = shape.mix.reduce((n, { share, calls }) => n + share * calls.length, 0);
  const calls = runCalls(shape, calibration.stream.completionMs, callsPerAction * simulated.nonLlmMean);
  const missRate = missRateOf(calls);
  const cpuSeconds = withoutBacklog(cpuOf(priced, calls, windowSeconds, missRate, costOf), priced, shape, calls, windowSeconds);
  // while the learners act: the calls' CPU over the active seconds, the idle use per second beside it
  const active = withoutBacklog(cpuOf(priced, calls, 0, missRate, costOf), priced, shape, calls, shape.seconds);
  const busy = RESOURCES.reduce((n, r) => n + active[r] / shape.seconds + calibration.idlePerSecond[r], 0);
  return {
    callsInFlight: simulated.callsInFlight,
    translationsInFlight: simulated.translationsInFlight,
    calls,
    cpuSeconds,
    webProcessShare: (active.web / shape.seconds + calibration.idlePerSecond.web) / shape.webProcesses,
    machineShare: busy / shape.cores,
    sessionMissRate: missRate,
    nonLlmP50: simulated.nonLlmP50,
    nonLlmP99: simulated.nonLlmP99,
    webWaited: Math.max(...Object.entries(simulated.processes).filter(([name]) => isWebProcess(name)).map(([, p]) => p.waited)),
  };
}

/**
 * The per-call costs alone, checked without the learners' pace: the CPU the calls a run did make
 * would take by the calibration (`calls` measured, the session misses of the model).
 */
export function cpuOfMeasuredCalls(calibration: Calibration, shape: RunShape, calls: Record<string, number>, windowSeconds: number): PerResource {
  const total = Object.values(calls).reduce((n, c) => n + c, 0);
  const missRate = sessionMissRate(total / shape.learners / shape.seconds, shape.webProcesses, shape.sessionCacheMs);
  const cpu = cpuOf(calibration, calls, windowSeconds, missRate, (kind) => (kind === shape.pollCall ? shape.pollCostOf : kind));
  return withoutBacklog(cpu, calibration, shape, calls, windowSeconds);
}

/** The deviation of a prediction from a measurement, as a signed share of the measurement. */
export const deviation = (predicted: number, measured: number) => (measured === 0 ? NaN : (predicted - measured) / measured);
