// One step of the cluster bench as measured, beside what the capacity model predicted for it, and which
// part of the machine ran out first.
import { SESSION_CACHE_MS } from '../../apps/server/src/modules/auth/session.service.js';
import { RESOURCES, cpuOfMeasuredCalls, predictRun, pricedAt, type Calibration, type PerResource, type QueuedWork, type RunPrediction, type RunShape } from './capacity-model.js';
import type { Usage } from './cluster-probes.js';
import { ACTION_MIX, CALLS, CREATE_WITHIN, CREATOR_EVERY, LLM_CALLS, POLL_CALL, POLL_MS, THINK_MAX_MS, THINK_MIN_MS } from './learner-sim.js';

export interface StepResult {
  learners: number;
  /** Which of the step's repeats (CLUSTER_REPEATS) this is, from 1. */
  repeat?: number;
  usage: Usage;
  calls: Record<string, { calls: number; p50: number; p99: number }>;
  /** Calls answered by each web process, by name. */
  callsPerProcess: Record<string, number>;
  nonLlm: { calls: number; p50: number; p99: number };
  /** The learners' calls in flight at once, on the mean (absent from runs before 2026-12-07 evening). */
  callsInFlight?: number;
  streams: { created: number; completed: number; failed: number; firstChunkP50: number; firstChunkP95: number; completionP50: number; completionP95: number };
  errors: number;
  errorSamples: string[];
  processes: Record<string, { rssMaxMb: number; pgConnectionsMax: number; pgActiveMax: number; redisConnections: number }>;
  /** Each process's garbage-collection pauses over the step (V8's --trace-gc). */
  gc: Record<string, GcSummary>;
  clientLagP99Ms: number;
  /** What Redis held under the cluster's prefix past the step's middle, and the texts streaming then. */
  redis: { keys: number; bytes: number; streamsInFlight: number };
  loadAverage: number;
  /** The share of the cores other programs held during the step (the machine is shared). */
  background: number;
  prediction: RunPrediction;
  /** The CPU the calls the learners did make cost by the calibration: the per-call costs checked alone. */
  cpuOfCalls: PerResource;
  saturated: string;
}

export interface GcSummary {
  pauses: number;
  totalMs: number;
  maxMs: number;
  /** Pauses of 20 ms or more: each one is in the p99 of every call that waited behind it. */
  longPauses: number;
}

export function gcSummary(pauses: ReadonlyArray<{ ms: number }>): GcSummary {
  return {
    pauses: pauses.length,
    totalMs: pauses.reduce((n, p) => n + p.ms, 0),
    maxMs: pauses.reduce((n, p) => Math.max(n, p.ms), 0),
    longPauses: pauses.filter((p) => p.ms >= 20).length,
  };
}

/** A step as the bench measured it, before the model and the verdict are added. */
export type MeasuredStep = Omit<StepResult, 'prediction' | 'saturated' | 'background' | 'cpuOfCalls'>;

/** The learners of learner-sim.ts over the cluster's web processes, as the model sees them; `translations`: the worker's translation jobs. */
export function clusterShape(learners: number, seconds: number, webProcesses: number, translations: QueuedWork, cores = 2): RunShape {
  return {
    learners,
    seconds,
    webProcesses,
    cores,
    thinkMinMs: THINK_MIN_MS,
    thinkMaxMs: THINK_MAX_MS,
    creatorEvery: CREATOR_EVERY,
    createWithin: CREATE_WITHIN,
    pollMs: POLL_MS,
    sessionCacheMs: SESSION_CACHE_MS,
    mix: ACTION_MIX,
    createCall: CALLS.createText,
    pollCall: POLL_CALL,
    pollCostOf: CALLS.textList,
    llmCalls: LLM_CALLS,
    queued: translations,
  };
}

const pct = (share: number) => `${(share * 100).toFixed(0)} %`;

/**
 * The first resource to run out: the load generator (its event loop late), the machine's cores, one
 * web process's event loop (a core each), or the database pool (every connection busy when sampled).
 */
export function saturation(step: MeasuredStep): string {
  const seconds = step.usage.seconds;
  const shares = Object.entries(step.usage.processCpu).map(([name, cpu]) => [name, cpu / seconds] as const);
  const waited = Object.entries(step.usage.processWaited).map(([name, s]) => [name, s / seconds] as const);
  const detail = `machine ${pct(step.usage.machineShare)} busy; ${shares.map(([n, s]) => `${n} ${pct(s)}`).join(', ')}, PostgreSQL ${pct(step.usage.cpu.postgres / seconds)} of a core; processes waited for a core ${waited.map(([n, s]) => `${n} ${pct(s)}`).join(', ')}`;
  if (step.clientLagP99Ms > 50) return `the load generator (its event loop p99 ${step.clientLagP99Ms.toFixed(0)} ms late): ${detail}`;
  if (step.usage.machineShare > 0.85) return `the machine's cores: ${detail}`;
  const busiest = shares.reduce((a, b) => (b[1] > a[1] ? b : a));
  if (busiest[1] > 0.85) return `${busiest[0]}'s event loop: ${detail}`;
  const pool = Object.entries(step.processes).find(([, p]) => p.pgConnectionsMax > 0 && p.pgActiveMax >= p.pgConnectionsMax);
  if (pool) return `${pool[0]}'s PostgreSQL pool (every connection busy when sampled): ${detail}`;
  return `nothing yet: ${detail}`;
}

/** The share of the machine's cores that programs other than the cluster and the bench used during the step. */
export function backgroundShare(usage: Usage, cores: number): number {
  const ours = RESOURCES.reduce((n, r) => n + usage.cpu[r], 0) / (cores * usage.seconds);
  return Math.max(0, usage.machineShare - ours);
}

export function describeStep(measured: MeasuredStep, calibration: Calibration, shape: RunShape): StepResult {
  const background = backgroundShare(measured.usage, shape.cores);
  const calls = Object.fromEntries(Object.entries(measured.calls).map(([kind, c]) => [kind, c.calls]));
  const prediction = predictRun(calibration, shape, measured.usage.seconds, background);
  // the calls the run made, priced at the concurrency it had (the worker's as simulated: its slots are not observed)
  const priced = pricedAt(calibration, measured.callsInFlight ?? prediction.callsInFlight, prediction.translationsInFlight);
  return {
    ...measured,
    background,
    prediction,
    cpuOfCalls: cpuOfMeasuredCalls(priced, shape, calls, measured.usage.seconds),
    saturated: saturation(measured),
  };
}

/** What bench/cluster.ts writes to bench/.data/cluster.json, and the capacity model reads. */
export interface ClusterResults {
  measuredAt: string;
  machine: { cores: number; cpu: string; node: string };
  settings: { seconds: number; drainSeconds: number; model: { firstTokenMs: number; tokensPerSecond: number; textTokens: number; jsonTokens: number } };
  calibration: Calibration;
  steps: StepResult[];
  /** Rows and bytes per row (indexes included) of the tables a learner's day grows. */
  tables: Record<string, { rows: number; bytesPerRow: number }>;
}
