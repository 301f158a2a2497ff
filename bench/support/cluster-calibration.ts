// What each call costs alone (cluster bench): the calls of the learner mix one at a time, spread over the
// web processes, with every resource's CPU read before and after and its idle use taken out. These are
// the capacity model's per-call costs; the mixed steps that follow check the model's prediction.
import { paths } from '@reeprise/contract';
import { SESSION_CACHE_MS } from '../../apps/server/src/modules/auth/session.service.js';
import { percentile } from '../lib.js';
import { RESOURCES, zeroResources, type CallCost, type Calibration, type PerResource } from './capacity-model.js';
import { usageBetween, type Probes } from './cluster-probes.js';
import { CALLS, Stats, call, createText, inBatches, sleep, type Learner, type Route } from './learner-sim.js';

/** A kind's calls at most in one measurement, each on another learner. */
const CALLS_PER_MEASUREMENT = 150;
/**
 * The learners the calibration spreads its calls over: a third alone, a third in flight, a third with the
 * worker's slots full (a learner called once finds its kept answers warm the second time, and a second
 * measurement on the same learners would be cheaper for that alone).
 */
export const CALIBRATION_LEARNERS = 3 * CALLS_PER_MEASUREMENT;
/**
 * Each call is measured a second time with this many in flight at once, about what a step of 500
 * learners has (Little's law on its calls: 6-7 in flight, 2026-12-07 evening): PostgreSQL's backends,
 * the web processes and the worker cost per call what they cost beside each other, not alone.
 */
const IN_FLIGHT = 6;
// enough texts that the idle use taken out of their window (several seconds of it) is small beside them
const TEXTS = 20;
const TEXTS_AT_ONCE = 5;
// PostgreSQL's backends report their counters at most once a second (pg_stat_database, pg_stat_user_tables)
const STATS_FLUSH_MS = 1200;

type OneCall = (learner: Learner, stats: Stats, route: Route) => Promise<void>;

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

/** The calls of ACTION_MIX, each made alone. */
function calls(dueIds: Map<number, number[]>): Array<[string, OneCall]> {
  return [
    [CALLS.textList, (l, s, r) => call(s, CALLS.textList, l, r(l), paths.generatedTexts.collection()).then(() => undefined)],
    [CALLS.openText, (l, s, r) => call(s, CALLS.openText, l, r(l), paths.generatedTexts.detail(pick(l.texts).id)).then(() => undefined)],
    [CALLS.knownForms, (l, s, r) => call(s, CALLS.knownForms, l, r(l), paths.vocabulary.knownForms({ language: 'SPANISH' })).then(() => undefined)],
    [CALLS.trainingDue, (l, s, r) => call(s, CALLS.trainingDue, l, r(l), paths.vocabulary.due({ limit: 10 })).then(() => undefined)],
    [
      CALLS.trainingAnswer,
      async (l, s, r) => {
        const id = dueIds.get(l.index)?.pop();
        if (id !== undefined) await call(s, CALLS.trainingAnswer, l, r(l), paths.vocabulary.mark.learned(id), { method: 'POST' });
      },
    ],
    [
      CALLS.clickWord,
      async (l, s, r) => {
        const text = pick(l.texts);
        const span = pick(text.words);
        await call(s, CALLS.clickWord, l, r(l), paths.generatedTexts.addVocabulary(text.id), { method: 'POST', body: JSON.stringify({ word_start_index: span.start, word_end_index: span.end }) });
      },
    ],
  ];
}

const quantiles = (sorted: number[]) => Array.from({ length: 101 }, (_, p) => percentile(sorted, p));

function costOf(kind: string, stats: Stats, used: PerResource, usage: ReturnType<typeof usageBetween>, idle: PerResource): CallCost {
  const n = Math.max(1, (stats.latencies.get(kind) ?? []).length);
  const cpuMs = zeroResources();
  for (const r of RESOURCES) cpuMs[r] = Math.max(0, ((used[r] - idle[r] * usage.seconds) * 1000) / n);
  return {
    call: kind,
    calls: n,
    cpuMs,
    pgTransactions: usage.pg.transactions / n,
    pgRowsWritten: usage.pg.rowsWritten / n,
    pgBlocksRead: usage.pg.blocksRead / n,
    redisCommands: usage.redisCommands / n,
    tables: usage.topTables.map(([table, count]) => [table, count / n]),
    latencyMs: quantiles([...(stats.latencies.get(kind) ?? [])].sort((a, b) => a - b)),
  };
}

/**
 * Measures idle use, then each call alone for up to `seconds` (at most CALLS_PER_MEASUREMENT), then TEXTS texts
 * written TEXTS_AT_ONCE at a time. After each kind `drained` is awaited: the worker finishes what the
 * calls queued (translations) before the next kind is measured, so its work is counted where it belongs.
 */
export async function calibrate(
  probes: Probes,
  learners: Learner[],
  route: Route,
  webUrls: string[],
  seconds: number,
  drained: () => Promise<void>,
  queued: { call: string; slots: number },
): Promise<Calibration> {
  if (seconds * 1000 > SESSION_CACHE_MS / 2) throw new Error(`a kind's calls must end while the web processes keep the sessions: at most ${SESSION_CACHE_MS / 2000} s, not ${seconds}`);
  const idleStart = await probes.snapshot();
  // the idle use is taken out of every call's window: measured long enough that its timers average out
  await sleep(8000);
  const idleUsage = usageBetween(idleStart, await probes.snapshot());
  const idlePerSecond = zeroResources();
  for (const r of RESOURCES) idlePerSecond[r] = idleUsage.cpu[r] / idleUsage.seconds;

  // the trainer's answers need words that are due: fetched before anything is measured
  const dueIds = new Map<number, number[]>();
  const setup = new Stats();
  for (const learner of learners) {
    const due = (await call(setup, 'due', learner, route(learner), paths.vocabulary.due({ limit: 10 }))) as { results?: Array<{ id: number }> } | undefined;
    dueIds.set(learner.index, (due?.results ?? []).map((w) => w.id));
  }

  // each call on another learner, as in a step, their sessions kept on every web process: a session
  // look-up is priced on its own (sessionMiss), and a kind's calls end within SESSION_CACHE_MS of this
  const used = learners.slice(0, CALIBRATION_LEARNERS);
  const keepSessions = () => inBatches(used, async (learner) => {
    for (const url of webUrls) await call(new Stats(), 'whoami', learner, url, paths.auth.whoami());
  });

  const third = Math.ceil(used.length / 3);
  const [aloneOn, inFlightOn, atSlotsOn] = [used.slice(0, third), used.slice(third, 2 * third), used.slice(2 * third)];

  /** `kind`'s calls for up to `seconds`, `inFlight` at once, each on another of `on`. */
  const measure = async (kind: string, one: OneCall, inFlight: number, on: Learner[]) => {
    const stats = new Stats();
    await keepSessions();
    const before = await probes.snapshot();
    const stopAt = Date.now() + seconds * 1000;
    let next = 0;
    const lane = async () => {
      while (next < on.length && Date.now() < stopAt) await one(on[next++], stats, route);
    };
    await Promise.all(Array.from({ length: inFlight }, lane));
    await drained();
    await sleep(STATS_FLUSH_MS);
    const usage = usageBetween(before, await probes.snapshot());
    if (stats.errors > 0) console.log(`[calibration] ${kind} (${inFlight} at once): ${stats.errors} errors, e.g. ${stats.errorSamples[0]}`);
    return costOf(kind, stats, usage.cpu, usage, idlePerSecond);
  };
  const costs: CallCost[] = [];
  for (const [kind, one] of calls(dueIds)) {
    const alone = await measure(kind, one, 1, aloneOn);
    const together = await measure(kind, one, IN_FLIGHT, inFlightOn);
    // the call the worker does the work of, with as many at once as the worker has slots: in a busy step they are full
    const full = kind === queued.call ? await measure(kind, one, queued.slots, atSlotsOn) : undefined;
    costs.push({ ...alone, cpuMsInFlight: together.cpuMs, ...(full && { workerMsAtSlots: full.cpuMs.worker }) });
  }

  const sessionMiss = await sessionLookups(probes, used, webUrls, idlePerSecond);

  const texts = new Stats();
  const before = await probes.snapshot();
  const writers = learners.filter((l) => l.socket).slice(0, TEXTS);
  for (let i = 0; i < writers.length; i += TEXTS_AT_ONCE) {
    await Promise.all(writers.slice(i, i + TEXTS_AT_ONCE).map((l) => createText(route, l, texts, Date.now() + 120_000, false)));
  }
  await sleep(STATS_FLUSH_MS);
  const usage = usageBetween(before, await probes.snapshot());
  costs.push(costOf(CALLS.createText, texts, usage.cpu, usage, idlePerSecond));
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
  return { idlePerSecond, inFlight: IN_FLIGHT, workerSlots: queued.slots, learners: used.length, calls: costs, sessionMiss, stream: { firstChunkMs: median(texts.firstChunk), completionMs: median(texts.completion) } };
}

/**
 * What a session look-up costs: whoami on every web process for learners no process has seen for
 * longer than it keeps a session, then the same calls again with the sessions kept; the difference.
 */
async function sessionLookups(probes: Probes, learners: Learner[], webUrls: string[], idle: PerResource): Promise<CallCost> {
  const measure = async () => {
    const stats = new Stats();
    const before = await probes.snapshot();
    for (const learner of learners) for (const url of webUrls) await call(stats, 'whoami', learner, url, paths.auth.whoami());
    await sleep(STATS_FLUSH_MS);
    const usage = usageBetween(before, await probes.snapshot());
    return costOf('whoami', stats, usage.cpu, usage, idle);
  };
  await sleep(SESSION_CACHE_MS + 500);
  const cold = await measure();
  const warm = await measure();
  const cpuMs = zeroResources();
  for (const r of RESOURCES) cpuMs[r] = Math.max(0, cold.cpuMs[r] - warm.cpuMs[r]);
  return {
    ...cold,
    call: 'session look-up',
    cpuMs,
    pgTransactions: Math.max(0, cold.pgTransactions - warm.pgTransactions),
    pgRowsWritten: Math.max(0, cold.pgRowsWritten - warm.pgRowsWritten),
    pgBlocksRead: Math.max(0, cold.pgBlocksRead - warm.pgBlocksRead),
    redisCommands: Math.max(0, cold.redisCommands - warm.redisCommands),
  };
}
