// What the capacity model and the core simulation are fed (issue 38): the cluster bench's calibration,
// each call measured alone, and the shape of a run of simulated learners.

/** Where CPU time is spent: the web processes together, the worker, PostgreSQL's backends, Redis, and the bench's own load generator and fake model. */
export const RESOURCES = ['web', 'worker', 'postgres', 'redis', 'client', 'model'] as const;
export type Resource = (typeof RESOURCES)[number];
export type PerResource = Record<Resource, number>;

export const zeroResources = (): PerResource => ({ web: 0, worker: 0, postgres: 0, redis: 0, client: 0, model: 0 });

/** The `index`-th web process (from 0), named alike in the cluster run and in its simulation. */
export const webProcessName = (index: number) => `web ${index + 1}`;
export const isWebProcess = (name: string) => /^web \d+$/.test(name);

/** One call kind, measured alone (cluster bench, calibration): what one call costs, and how long it took when nothing else ran. */
export interface CallCost {
  call: string;
  calls: number;
  /** CPU milliseconds per call, by resource, the resources' idle use taken out. */
  cpuMs: PerResource;
  /** The same with the calibration's `inFlight` calls at once (absent from runs before 2026-12-07 afternoon). */
  cpuMsInFlight?: PerResource;
  /** The worker's CPU per call with as many at once as it has slots (`workerSlots`): only for the call whose work it does afterwards. */
  workerMsAtSlots?: number;
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
  /** How many calls at once `cpuMsInFlight` was measured with. */
  inFlight?: number;
  /** The worker's translation slots `workerMsAtSlots` was measured with. */
  workerSlots?: number;
  /** How many learners a kind's calls were spread over, one call each (60, each called several times, before 2026-12-07 evening). */
  learners?: number;
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
  /** A creator writes its text at a moment in this first share of the run. */
  createWithin: number;
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

export function costNamed(calibration: Calibration, kind: string): CallCost {
  const cost = calibration.calls.find((c) => c.call === kind);
  if (!cost) throw new Error(`no calibration for the call '${kind}'`);
  return cost;
}
