// The tail model of docs/scaling.md (issue 38): the cluster's processes sharing the machine's cores,
// simulated call by call. A mean wait spread evenly over all calls misses the tail: on two cores shared
// by seven processes most calls find a core and a few wait long behind a busy event loop, and only a
// simulation of that shape gives the p99. Each Node process is one event loop (its jobs one after
// another), each PostgreSQL query a backend of its own, and the cores are shared equally by whatever is
// ready to run (processor sharing, as Linux's fair scheduler does over a few milliseconds). Fed by the
// calibration alone: what each call costs on each process, and the shape of its time alone.
import { costNamed, webProcessName, type Calibration, type CallCost, type RunShape } from './calibration.js';
import TinyQueue from 'tinyqueue';
import { seededRandom } from '../../apps/server/src/platform/seeded-random.js';
import { percentile } from '../lib.js';

/** A process's work, done one job after another at the share of a core the scheduler gives it. */
interface Job {
  work: number;
  done: () => void;
}

export class Thread {
  readonly queue: Job[] = [];
  /** Milliseconds this thread was ready but not running: (1 − its share of a core) while ready. */
  waited = 0;
  ran = 0;
  constructor(readonly name: string) {}
  get runnable() {
    return this.queue.length > 0;
  }
}

/** A timed event; `seq` keeps events of the same moment in the order they were set. */
interface Timed {
  at: number;
  seq: number;
  run: () => void;
}

/** The machine: `cores` shared equally by the ready threads; a PostgreSQL query is a thread of its own while it runs. */
export class Machine {
  now = 0;
  private readonly timeline = new TinyQueue<Timed>([], (a, b) => a.at - b.at || a.seq - b.seq);
  private seq = 0;
  private readonly loops: Thread[] = [];
  private readonly bursts = new Set<Job>();
  busy = 0;

  constructor(private readonly cores: number) {}

  loop(name: string): Thread {
    const thread = new Thread(name);
    this.loops.push(thread);
    return thread;
  }

  /** `work` ms of CPU on the event loop `thread`, after what it already has to do. */
  onLoop(thread: Thread, work: number, done: () => void = () => undefined) {
    thread.queue.push({ work: Math.max(0, work), done });
  }

  /** `work` ms of CPU on a thread of its own (a database backend), beside everything else. */
  burst(work: number, done: () => void = () => undefined) {
    this.bursts.add({ work: Math.max(0, work), done });
  }

  at(ms: number, run: () => void) {
    this.timeline.push({ at: Math.max(ms, this.now), seq: this.seq++, run });
  }

  private get nextEvent() {
    return this.timeline.peek()?.at ?? Infinity;
  }

  /** Runs until nothing is left to do; the shares count only what happened before `window` ms. */
  run(window: number) {
    for (;;) {
      while (this.nextEvent <= this.now) this.timeline.pop()!.run();
      const ready = this.loops.filter((t) => t.runnable);
      const count = ready.length + this.bursts.size;
      if (count === 0 && this.timeline.length === 0) return;
      const rate = count === 0 ? 0 : Math.min(1, this.cores / count);
      let finish = Infinity;
      for (const t of ready) finish = Math.min(finish, t.queue[0].work / rate);
      for (const b of this.bursts) finish = Math.min(finish, b.work / rate);
      const step = Math.min(finish, this.nextEvent - this.now);
      const counted = Math.max(0, Math.min(this.now + step, window) - this.now);
      for (const t of ready) {
        t.queue[0].work -= rate * step;
        t.ran += rate * counted;
        t.waited += (1 - rate) * counted;
      }
      for (const b of this.bursts) b.work -= rate * step;
      this.busy += rate * count * counted;
      this.now += step;
      // what finished: its callback may queue more
      const finished: Job[] = [];
      for (const t of ready) if (t.queue[0].work <= 1e-9) finished.push(t.queue.shift()!);
      for (const b of this.bursts) if (b.work <= 1e-9) finished.push(b);
      for (const job of finished) this.bursts.delete(job);
      for (const job of finished) job.done();
    }
  }

  get threads(): readonly Thread[] {
    return this.loops;
  }
}

export interface SimulationOptions {
  /** The share of the cores other programs held (measured beside the run). */
  backgroundShare?: number;
  seed?: number;
  /** The share of a learner's calls whose web process had no session kept (the capacity model's). */
  sessionMissRate?: number;
}

export interface SimulationResult {
  /** Simulated latencies per call kind (ms, sorted). */
  latencies: Record<string, number[]>;
  nonLlmP50: number;
  nonLlmP99: number;
  nonLlmMean: number;
  /** The share of the machine's cores in use over the learners' seconds. */
  machineShare: number;
  /** Per event loop: the share of the seconds it ran and the share it was ready but waited for a core. */
  processes: Record<string, { ran: number; waited: number }>;
  /** The learners' calls in flight at once, on the mean (Little's law: their simulated seconds over the window's). */
  callsInFlight: number;
  /** The worker's translations in flight at once, on the mean, from a slot taken to the result written. */
  translationsInFlight: number;
}

/** The value at `u` (0…1) of a distribution given by its 101 quantiles, linear between them. */
function drawn(quantiles: number[], u: number): number {
  const at = u * (quantiles.length - 1);
  const low = Math.floor(at);
  return quantiles[low] + (at - low) * ((quantiles[low + 1] ?? quantiles[low]) - quantiles[low]);
}
/** A text's cost is spread over its completion in slices this long (the worker publishes every 100 ms; its model calls and writes between). */
const STREAM_SLICE_MS = 50;
const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((n, v) => n + v, 0) / values.length);

/** The calls held to the 100 ms p99 (not waiting on the model, not the polls): their median, p99 and mean. */
function nonLlmSummary(latencies: Record<string, number[]>, shape: RunShape) {
  const llm: readonly string[] = shape.llmCalls;
  const nonLlm = Object.entries(latencies)
    .filter(([kind]) => !llm.includes(kind) && kind !== shape.pollCall)
    .flatMap(([, list]) => list)
    .sort((a, b) => a - b);
  return { nonLlmP50: percentile(nonLlm, 50), nonLlmP99: percentile(nonLlm, 99), nonLlmMean: mean(nonLlm) };
}

/**
 * One run of `shape`'s learners on the simulated machine: each learner thinks, acts (its calls one after
 * another, each on the next web process in turn), creators write a text and poll the list while it
 * streams. A call's latency is its time alone, drawn from the calibration, plus what the simulation
 * made it wait: its simulated time minus its own work.
 */
export function simulateRun(calibration: Calibration, shape: RunShape, options: SimulationOptions = {}): SimulationResult {
  const rnd = seededRandom(options.seed ?? 1);
  const machine = new Machine(shape.cores);
  const webs = Array.from({ length: shape.webProcesses }, (_, i) => machine.loop(webProcessName(i)));
  const worker = machine.loop('worker');
  const client = machine.loop('client');
  const model = machine.loop('model');
  const redis = machine.loop('redis');
  const missRate = options.sessionMissRate ?? 0;
  const end = shape.seconds * 1000;
  const latencies: Record<string, number[]> = {};
  const costOf = (kind: string) => costNamed(calibration, kind === shape.pollCall ? shape.pollCostOf : kind);
  const meanAlone = new Map(calibration.calls.map((c) => [c.call, mean(c.latencyMs)]));
  let turn = 0;

  // what each resource does idle (timers, polling): a slice every 100 ms
  const idle = calibration.idlePerSecond;
  const tick = () => {
    for (const web of webs) machine.onLoop(web, (idle.web * 100) / shape.webProcesses);
    machine.onLoop(worker, idle.worker * 100);
    machine.onLoop(client, idle.client * 100);
    machine.onLoop(model, idle.model * 100);
    machine.onLoop(redis, idle.redis * 100);
    machine.burst(idle.postgres * 100);
    if (machine.now + 100 < end) machine.at(machine.now + 100, tick);
  };
  machine.at(0, tick);

  // other programs: 10 ms slices at random, as many as their share of the cores
  const background = (options.backgroundShare ?? 0) * shape.cores;
  if (background > 0) {
    const arrive = () => {
      machine.burst(10);
      const gap = (-Math.log(1 - rnd()) * 10) / background;
      if (machine.now + gap < end) machine.at(machine.now + gap, arrive);
    };
    machine.at(0, arrive);
  }

  let translationsRunning = 0;
  const translationsWaiting: Array<() => void> = [];
  // milliseconds within the window that calls and translations were in flight, for Little's law
  let callsMs = 0;
  let translationsMs = 0;
  const inWindow = (from: number, to: number) => Math.max(0, Math.min(to, end) - Math.min(from, end));
  const translate = (cost: CallCost, scale: number) => {
    const start = () => {
      translationsRunning += 1;
      const taken = machine.now;
      machine.onLoop(model, cost.cpuMs.model * scale);
      machine.at(machine.now + (shape.queued?.jobMs ?? 0), () =>
        machine.onLoop(worker, cost.cpuMs.worker * scale, () => {
          translationsRunning -= 1;
          translationsMs += inWindow(taken, machine.now);
          translationsWaiting.shift()?.();
        }),
      );
    };
    if (!shape.queued || translationsRunning < shape.queued.slots) start();
    else translationsWaiting.push(start);
  };

  /** One call: the client sends, the web process works, Redis and PostgreSQL answer, the web process answers, the client reads. */
  const call = (kind: string, then: () => void) => {
    const cost = costOf(kind);
    const alone = drawn(cost.latencyMs, rnd());
    const scale = alone / (meanAlone.get(cost.call) || alone || 1);
    const miss = rnd() < missRate ? calibration.sessionMiss.cpuMs : undefined;
    const web = webs[turn++ % webs.length];
    // a text's POST does half its web and client work; the stream does the rest (createText)
    const llm = shape.llmCalls.includes(kind);
    const share = llm ? { web: 0.5, client: 0.5, redis: 0, postgres: 0 } : { web: 1, client: 1, redis: 1, postgres: 1 };
    const cpu = (resource: 'web' | 'postgres' | 'redis' | 'client') => (cost.cpuMs[resource] * scale + (miss?.[resource] ?? 0)) * share[resource];
    const own = cpu('client') + cpu('web') + cpu('redis') + cpu('postgres');
    const started = machine.now;
    // one after another: each stage starts when the one before it is done
    const stages: Array<[Thread | 'postgres', number]> = [
      [client, cpu('client') / 2],
      [web, cpu('web') / 2],
      [redis, cpu('redis')],
      ['postgres', cpu('postgres')],
      [web, cpu('web') / 2],
      [client, cpu('client') / 2],
    ];
    const answered = () => {
      const latency = alone + Math.max(0, machine.now - started - own);
      if (started < end) {
        (latencies[kind] ??= []).push(latency);
        callsMs += inWindow(started, started + latency);
      }
      if (kind === shape.queued?.call) translate(cost, scale);
      then();
    };
    const stage = (i: number) => {
      if (i === stages.length) return answered();
      const [where, work] = stages[i];
      if (where === 'postgres') machine.burst(work, () => stage(i + 1));
      else machine.onLoop(where, work, () => stage(i + 1));
    };
    stage(0);
  };

  const sequence = (kinds: readonly string[], then: () => void) => {
    const [first, ...rest] = kinds;
    if (first === undefined) then();
    else call(first, () => sequence(rest, then));
  };

  /** A text: its POST, then its cost on the worker, the model, Redis, PostgreSQL and the learner's web process spread over its completion; the list polled meanwhile. */
  const createText = (home: number) => {
    call(shape.createCall, () => {
      const cost = costOf(shape.createCall);
      const completion = calibration.stream.completionMs;
      const slices = Math.max(1, Math.round(completion / STREAM_SLICE_MS));
      // the POST's own share is in its call; the rest is the stream
      for (let i = 1; i <= slices; i += 1) {
        machine.at(machine.now + i * STREAM_SLICE_MS, () => {
          machine.onLoop(worker, cost.cpuMs.worker / slices);
          machine.onLoop(model, cost.cpuMs.model / slices);
          machine.onLoop(redis, cost.cpuMs.redis / slices);
          machine.onLoop(webs[home % webs.length], cost.cpuMs.web / 2 / slices);
          machine.onLoop(client, cost.cpuMs.client / 2 / slices);
          machine.burst(cost.cpuMs.postgres / slices);
        });
      }
      const streamEnd = machine.now + completion;
      const poll = () => {
        if (machine.now >= streamEnd) return;
        call(shape.pollCall, () => machine.at(machine.now + shape.pollMs, poll));
      };
      poll();
    });
  };

  const think = () => shape.thinkMinMs + rnd() * (shape.thinkMaxMs - shape.thinkMinMs);
  for (let index = 0; index < shape.learners; index += 1) {
    let createAt = index % shape.creatorEvery === 0 ? rnd() * end * shape.createWithin : Infinity;
    const act = () => {
      if (machine.now >= end) return;
      const next = () => machine.at(machine.now + think(), act);
      if (machine.now >= createAt) {
        createAt = Infinity;
        createText(index);
        next();
        return;
      }
      let roll = rnd();
      const action = shape.mix.find(({ share }) => (roll -= share) < 0) ?? shape.mix[shape.mix.length - 1];
      sequence(action.calls, next);
    };
    machine.at(rnd() * shape.thinkMaxMs, act);
  }

  machine.run(end);
  const busy = machine.busy;
  const processes = Object.fromEntries(machine.threads.map((t) => [t.name, { ran: t.ran / end, waited: t.waited / end }]));
  for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
  return {
    latencies,
    ...nonLlmSummary(latencies, shape),
    machineShare: busy / (end * shape.cores),
    processes,
    callsInFlight: callsMs / end,
    translationsInFlight: translationsMs / end,
  };
}

/**
 * `runs` simulated runs of `shape` (seeds 1…runs), their calls pooled: one 30-second run has a few dozen
 * calls above its p99, and whether a text's stream lands in a busy second moves it by half.
 */
export function simulateRuns(calibration: Calibration, shape: RunShape, options: Omit<SimulationOptions, 'seed'> = {}, runs = 5): SimulationResult {
  const results = Array.from({ length: runs }, (_, i) => simulateRun(calibration, shape, { ...options, seed: i + 1 }));
  const latencies: Record<string, number[]> = {};
  for (const result of results) for (const [kind, list] of Object.entries(result.latencies)) (latencies[kind] ??= []).push(...list);
  for (const list of Object.values(latencies)) list.sort((a, b) => a - b);
  const processes: SimulationResult['processes'] = {};
  for (const name of Object.keys(results[0].processes)) {
    processes[name] = { ran: mean(results.map((r) => r.processes[name].ran)), waited: mean(results.map((r) => r.processes[name].waited)) };
  }
  return {
    latencies,
    ...nonLlmSummary(latencies, shape),
    machineShare: mean(results.map((r) => r.machineShare)),
    processes,
    callsInFlight: mean(results.map((r) => r.callsInFlight)),
    translationsInFlight: mean(results.map((r) => r.translationsInFlight)),
  };
}
