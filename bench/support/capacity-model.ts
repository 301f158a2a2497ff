// The capacity model of docs/scaling.md (issue 38): what a call costs, measured each call alone on the
// cluster bench, times how often learners make it. One computation serves both the prediction of a
// bench run (checked against what the run measured) and the 100,000-learner tables of the doc.

/** Where CPU time is spent: the web processes together, the worker, PostgreSQL's backends, Redis, and the bench's own load generator and fake model. */
export const RESOURCES = ['web', 'worker', 'postgres', 'redis', 'client', 'model'] as const;
export type Resource = (typeof RESOURCES)[number];
export type PerResource = Record<Resource, number>;

export const zeroResources = (): PerResource => ({ web: 0, worker: 0, postgres: 0, redis: 0, client: 0, model: 0 });

/** One call kind, measured alone (cluster bench, calibration): what one call costs, and how long it took when nothing else ran. */
export interface CallCost {
  call: string;
  calls: number;
  /** CPU milliseconds per call, by resource, the resources' idle use taken out. */
  cpuMs: PerResource;
  pgTransactions: number;
  pgRowsWritten: number;
  pgBlocksRead: number;
  redisCommands: number;
  /** The tables the call used most: scans and rows written per call. */
  tables: Array<[string, number]>;
  /** Latency quantiles 0…100 (101 points, ms) of the calls made one at a time. */
  latencyMs: number[];
}

export interface Calibration {
  /** CPU seconds per second each resource uses with nothing to do (timers, queue polling). */
  idlePerSecond: PerResource;
  calls: CallCost[];
  /** A text's first chunk and completion after its POST, medians of the calibration's texts (ms). */
  stream: { firstChunkMs: number; completionMs: number };
  /**
   * What a call costs more when its process has no session of the learner kept (a session query and
   * the learner's permissions): every calibrated call above found it kept.
   */
  sessionMiss: CallCost;
}

/** The simulated learners of a run (bench/support/learner-sim.ts), as the model needs them. */
export interface RunShape {
  learners: number;
  seconds: number;
  webProcesses: number;
  cores: number;
  thinkMinMs: number;
  thinkMaxMs: number;
  creatorEvery: number;
  pollMs: number;
  mix: ReadonlyArray<{ share: number; calls: readonly string[] }>;
  /** How long a web process keeps a resolved session (SESSION_CACHE_MS). */
  sessionCacheMs: number;
  /** The call that creates a text, the one the list is polled beside, and the calls that wait on the model. */
  createCall: string;
  pollCall: string;
  pollCostOf: string;
  llmCalls: readonly string[];
  /** The call whose work the worker does afterwards (a clicked word's translation), and how fast it can. */
  queued?: QueuedWork;
}

/** A worker's jobs: at most `slots` at once, each waiting `jobMs` on the model. */
export interface QueuedWork {
  call: string;
  slots: number;
  jobMs: number;
}

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

export function costNamed(calibration: Calibration, kind: string): CallCost {
  const cost = calibration.calls.find((c) => c.call === kind);
  if (!cost) throw new Error(`no calibration for the call '${kind}'`);
  return cost;
}

/** The share of a distribution, given by 101 quantiles, that lies below `x` (linear between the points). */
function cdf(quantiles: number[], x: number): number {
  if (x <= quantiles[0]) return 0;
  const last = quantiles.length - 1;
  if (x >= quantiles[last]) return 1;
  let i = 0;
  while (quantiles[i + 1] < x) i += 1;
  const span = quantiles[i + 1] - quantiles[i];
  return (i + (span > 0 ? (x - quantiles[i]) / span : 1)) / last;
}

/** The p-quantile (0…1) of a mixture of distributions, each given by 101 quantiles and weighted. */
export function mixtureQuantile(parts: Array<{ weight: number; quantiles: number[] }>, p: number): number {
  const used = parts.filter((part) => part.weight > 0);
  const total = used.reduce((n, part) => n + part.weight, 0);
  if (used.length === 0 || total === 0) return NaN;
  let low = Math.min(...used.map((part) => part.quantiles[0]));
  let high = Math.max(...used.map((part) => part.quantiles.at(-1)!));
  for (let i = 0; i < 60; i += 1) {
    const mid = (low + high) / 2;
    const below = used.reduce((n, part) => n + part.weight * cdf(part.quantiles, mid), 0) / total;
    if (below < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The queueing model: a call waits for the cores the others hold. With the machine busy a share ρ of
 * the time, a call's time alone grows by 1 / (1 − ρ) (processor sharing, M/M/1's mean response).
 */
export const queueingFactor = (busyShare: number) => 1 / Math.max(0.02, 1 - busyShare);

/**
 * What the model says a run of the cluster bench will measure. `backgroundShare`: the share of the
 * machine's cores other programs held meanwhile (measured; zero on a quiet machine), which the
 * learners' calls wait for as they wait for each other.
 */
export function predictRun(calibration: Calibration, shape: RunShape, windowSeconds: number, backgroundShare = 0): RunPrediction {
  const costOf = (kind: string) => (kind === shape.pollCall ? shape.pollCostOf : kind);
  const callsPerAction = shape.mix.reduce((n, { share, calls }) => n + share * calls.length, 0);
  // the learners' pace depends on how long their calls take, which depends on the load: twice round is enough
  let actionMs = 0;
  let prediction: RunPrediction | undefined;
  for (let round = 0; round < 2; round += 1) {
    const calls = runCalls(shape, calibration.stream.completionMs, actionMs);
    const total = Object.values(calls).reduce((n, c) => n + c, 0);
    const missRate = sessionMissRate(total / shape.learners / shape.seconds, shape.webProcesses, shape.sessionCacheMs);
    const cpuSeconds = withoutBacklog(cpuOf(calibration, calls, windowSeconds, missRate, costOf), calibration, shape, calls, windowSeconds);
    // while the learners act: the calls' CPU over the active seconds, the idle use per second beside it
    const active = withoutBacklog(cpuOf(calibration, calls, 0, missRate, costOf), calibration, shape, calls, shape.seconds);
    const busy = RESOURCES.reduce((n, r) => n + active[r] / shape.seconds + calibration.idlePerSecond[r], 0);
    const machineShare = busy / shape.cores;
    const webProcessShare = (active.web / shape.seconds + calibration.idlePerSecond.web) / shape.webProcesses;
    const parts = Object.entries(calls)
      .filter(([kind]) => !shape.llmCalls.includes(kind) && kind !== shape.pollCall)
      .map(([kind, weight]) => ({ weight, quantiles: costNamed(calibration, kind).latencyMs }));
    const factor = queueingFactor(Math.min(1, machineShare + backgroundShare));
    const mean = parts.reduce((n, p) => n + p.weight * average(p.quantiles), 0) / parts.reduce((n, p) => n + p.weight, 0);
    actionMs = callsPerAction * mean * factor;
    prediction = {
      calls,
      cpuSeconds,
      webProcessShare,
      machineShare,
      sessionMissRate: missRate,
      nonLlmP50: mixtureQuantile(parts, 0.5) * factor,
      nonLlmP99: mixtureQuantile(parts, 0.99) * factor,
    };
  }
  return prediction!;
}

const average = (values: number[]) => values.reduce((n, v) => n + v, 0) / values.length;

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
