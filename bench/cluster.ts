// Issue 38: the deployment of docs/operations.md on one machine. PostgreSQL (a database of the bench's
// own) and Redis (a prefix of its own), two web processes and one worker started from the built server
// as `npm start` runs it, a fake OpenAI-compatible model in a process of its own, and the simulated
// learners of bench/learners (bench/support/learner-sim.ts) spread round-robin over the two web
// processes, each learner's websocket staying on one of them, as a load balancer does.
// First each call is measured alone (its CPU on every process, its queries, its Redis commands), then
// steps of CLUSTER_STEPS learners act for CLUSTER_SECONDS each (CLUSTER_REPEATS times), until the non-LLM p99 passes 100 ms or
// errors appear. The capacity model (support/capacity-model.ts) predicts every step from the calls
// alone; the tables set prediction beside measurement. Results: bench/.data/cluster.json, read by
// `npm run bench -- capacity-model` for docs/scaling.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { Redis } from 'ioredis';
import { ENV_DEFAULTS } from '../apps/server/src/config.js';
import { BenchCheckError, ROOT, ensureServerBuild, percentile, printTable, runBenchmark, runCli } from './lib.js';
import { webProcessName } from './support/calibration.js';
import { CALIBRATION_LEARNERS, calibrate } from './support/cluster-calibration.js';
import { startBuiltServer, startFakeModelProcess, type ServerProcess } from './support/cluster-processes.js';
import { Probes, usageBetween } from './support/cluster-probes.js';
import { clearPrefix } from './support/service-stats.js';
import { clusterShape, describeStep, gcSummary, type MeasuredStep, type StepResult } from './support/cluster-steps.js';
import { jsonAnswerMs, type FakeModelOptions } from './support/fake-model.js';
import { CALLS, Stats, inBatches, logIn, openSocket, runLearners, sleep, type Learner, type Route } from './support/learner-sim.js';
import { printCluster } from './support/cluster-report.js';

const STEPS = (process.env.CLUSTER_STEPS ?? '500,1000,2000').split(',').map(Number);
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 30);
const DRAIN_SECONDS = Number(process.env.CLUSTER_DRAIN_SECONDS ?? 30);
const CALIBRATE_SECONDS = Number(process.env.CLUSTER_CALIBRATE_SECONDS ?? 4);
/** Learners act this long, unmeasured, before their first step. */
const WARMUP_SECONDS = Number(process.env.CLUSTER_WARMUP_SECONDS ?? 15);
/** Each step this many times: at the knee one step's p99 is one draw from a wide spread. */
const REPEATS = Number(process.env.CLUSTER_REPEATS ?? 1);
const P99_LIMIT_MS = 100;
const BASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DATABASE = 'reeprise_bench_cluster';
const PREFIX = 'bench-cluster';
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** A hosted model under load: 600 ms to the first token, 50 tokens a second, a 100-word text in 140 tokens, a translation in 60. */
const MODEL: FakeModelOptions = {
  firstTokenMs: Number(process.env.CLUSTER_FIRST_TOKEN_MS ?? 600),
  tokensPerSecond: Number(process.env.CLUSTER_TOKENS_PER_SECOND ?? 50),
  textTokens: 140,
  jsonTokens: 60,
};
/** The worker's translations at once (the config's default), set explicitly so the model sizes the worker as it runs. */
const TRANSLATION_SLOTS = ENV_DEFAULTS.TRANSLATION_CONCURRENCY;
export const CLUSTER_RESULTS = path.join(ROOT, 'bench/.data/cluster.json');

const databaseUrl = (name: string) => {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh database of the bench's own, seeded with `learners` learners (10 texts and 20 words each). */
async function seed(admin: pg.Client, learners: number, dataDir: string) {
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  console.log(`seeding ${DATABASE}: ${learners} learners …`);
  await runCli('cli/seed-bench.ts', ['--users', String(learners), '--texts', String(learners * 10), '--vocabulary', String(learners * 20)], { DATABASE_URL: databaseUrl(DATABASE), DATA_DIR: dataDir }, true);
  const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await client.connect();
  await client.query('analyze');
  const { rows } = await client.query<{ username: string; id: number }>(`select u.username, t.id from generated_texts t join users u on u.id = t.creator_id`);
  await client.end();
  const own = new Map<string, number[]>();
  for (const { username, id } of rows) own.set(username, [...(own.get(username) ?? []), id]);
  return own;
}

/** Bytes per row of the tables a learner's day grows, indexes included (the capacity model's database size). */
async function tableSizes(): Promise<Record<string, { rows: number; bytesPerRow: number }>> {
  const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await client.connect();
  const tables = ['generated_texts', 'chapters', 'vocabularies', 'vocabulary_usages', 'vocabulary_reviews', 'sessions', 'llm_usage'];
  const sizes: Record<string, { rows: number; bytesPerRow: number }> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ n: string; bytes: string }>(`select count(*) as n, pg_total_relation_size('${table}') as bytes from ${table}`);
    const n = Number(rows[0].n);
    sizes[table] = { rows: n, bytesPerRow: n > 0 ? Math.round(Number(rows[0].bytes) / n) : 0 };
  }
  await client.end();
  return sizes;
}

/** Waits (at most a minute) until nothing is PENDING: the worker has written every text and word asked for. */
async function noPendingWork(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ n: string }>(
      `select (select count(*) from vocabularies where status = 'PENDING') + (select count(*) from generated_texts where status = 'PENDING') as n`,
    );
    if (Number(rows[0].n) === 0) return;
    await sleep(200);
  }
  throw new BenchCheckError('the worker did not finish the texts and words asked for within a minute');
}

async function runStep(probes: Probes, learners: Learner[], route: Route, counts: Map<string, number>): Promise<MeasuredStep> {
  const stats = new Stats();
  const startedAt = performance.now();
  probes.clearSamples();
  counts.clear();
  const clientLag = monitorEventLoopDelay({ resolution: 20 });
  clientLag.enable();
  const sampler = setInterval(() => void probes.sample().catch(() => undefined), 1000);
  const before = await probes.snapshot();
  // what Redis holds while texts stream: counted once, past the middle of the step
  let redis = { keys: 0, bytes: 0, streamsInFlight: 0 };
  const census = setTimeout(() => {
    const inFlight = stats.streams.created - stats.streams.completed - stats.streams.failed;
    void probes.redisCensus(PREFIX).then((held) => (redis = { ...held, streamsInFlight: inFlight }), () => undefined);
  }, SECONDS * 600);
  await runLearners(learners, route, stats, SECONDS, DRAIN_SECONDS);
  const endedAt = performance.now();
  clearTimeout(census);
  const usage = usageBetween(before, await probes.snapshot());
  clearInterval(sampler);
  clientLag.disable();
  const first = [...stats.firstChunk].sort((a, b) => a - b);
  const done = [...stats.completion].sort((a, b) => a - b);
  const nonLlm = stats.nonLlm();
  if (stats.errorSamples.length > 0) console.log(`[${learners.length}] errors, first ${stats.errorSamples.length}:`, stats.errorSamples);
  return {
    learners: learners.length,
    usage,
    calls: stats.byCall(),
    callsPerProcess: Object.fromEntries(counts),
    nonLlm: { calls: nonLlm.length, p50: percentile(nonLlm, 50), p99: percentile(nonLlm, 99) },
    // Little's law: the calls' seconds over the seconds the learners acted
    callsInFlight: [...stats.latencies.values()].flat().reduce((n, ms) => n + ms, 0) / (SECONDS * 1000),
    streams: { ...stats.streams, firstChunkP50: percentile(first, 50), firstChunkP95: percentile(first, 95), completionP50: percentile(done, 50), completionP95: percentile(done, 95) },
    errors: stats.errors,
    errorSamples: stats.errorSamples,
    processes: Object.fromEntries(
      [...probes.samples].map(([name, samples]) => [
        name,
        {
          rssMaxMb: Math.max(...samples.map((s) => s.rssMb)),
          pgConnectionsMax: Math.max(...samples.map((s) => s.pgConnections)),
          pgActiveMax: Math.max(...samples.map((s) => s.pgActive)),
          redisConnections: Math.max(...samples.map((s) => s.redisConnections)),
        },
      ]),
    ),
    gc: Object.fromEntries(probes.servers.map((server) => [server.name, gcSummary(server.gcPauses.filter((p) => p.at >= startedAt && p.at <= endedAt))])),
    clientLagP99Ms: clientLag.percentile(99) / 1e6,
    redis,
    loadAverage: os.loadavg()[0],
  };
}

export async function main() {
  const bundle = await ensureServerBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-cluster-'));
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const servers: ServerProcess[] = [];
  const closers: Array<() => Promise<void>> = [];
  const model = await startFakeModelProcess(MODEL);
  try {
    const own = await seed(admin, Math.max(...STEPS), dataDir);
    await clearPrefix(redis, PREFIX);
    const env = {
      DATABASE_URL: databaseUrl(DATABASE),
      REDIS_URL,
      REDIS_PREFIX: PREFIX,
      DATA_DIR: dataDir,
      SESSION_SECRET,
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: model.url,
      LLM_API_KEY: 'bench',
      TRANSLATION_CONCURRENCY: String(TRANSLATION_SLOTS),
    };
    servers.push(await startBuiltServer(bundle, 'worker', 'worker', env));
    servers.push(await startBuiltServer(bundle, webProcessName(0), 'web', env, 8471));
    servers.push(await startBuiltServer(bundle, webProcessName(1), 'web', env, 8472));
    const web = servers.filter((s) => s.role === 'web');
    const webUrls = web.map((s) => s.url!);
    const tablesClient = new pg.Client({ connectionString: databaseUrl(DATABASE) });
    await tablesClient.connect();
    closers.push(() => tablesClient.end());
    const probes = new Probes(servers, model, admin, tablesClient, redis, DATABASE);
    // round-robin per call, as a load balancer spreads requests; counted per process
    const counts = new Map<string, number>();
    let turn = 0;
    const route: Route = () => {
      const server = web[turn++ % web.length];
      counts.set(server.name, (counts.get(server.name) ?? 0) + 1);
      return server.url!;
    };
    const homeOf = (index: number) => webUrls[index % webUrls.length];

    const learners: Learner[] = [];
    const stepStats = new Stats();
    const grow = async (to: number) => {
      if (learners.length >= to) return;
      console.log(`logging in learners ${learners.length}…${to - 1} …`);
      const more = await logIn(learners.length, to, homeOf, own, 8);
      await inBatches(more, (learner) => openSocket(learner, stepStats));
      learners.push(...more);
    };
    // the calls are calibrated on as many learners as a step spreads them over, warmed up as a step's are
    const calibrating = Math.min(CALIBRATION_LEARNERS, Math.max(...STEPS));
    await grow(calibrating);
    if (WARMUP_SECONDS > 0) {
      console.log(`warming up: ${calibrating} learners for ${WARMUP_SECONDS} s …`);
      await runLearners(learners.slice(0, calibrating), route, new Stats(), WARMUP_SECONDS, DRAIN_SECONDS);
      await noPendingWork(tablesClient);
    }
    console.log('measuring each call alone …');
    const calibration = await calibrate(probes, learners.slice(0, calibrating), route, webUrls, CALIBRATE_SECONDS, () => noPendingWork(tablesClient), {
      call: CALLS.clickWord,
      slots: TRANSLATION_SLOTS,
    });

    const steps: StepResult[] = [];
    for (const size of STEPS) {
      await grow(size);
      // the learners just logged in meet cold sessions, kept answers and database buffers on each process:
      // a first, unmeasured while, so a step measures the steady state the model predicts
      if (WARMUP_SECONDS > 0) {
        console.log(`warming up: ${size} learners for ${WARMUP_SECONDS} s …`);
        await runLearners(learners.slice(0, size), route, new Stats(), WARMUP_SECONDS, DRAIN_SECONDS);
        await noPendingWork(tablesClient);
      }
      const shape = clusterShape(size, SECONDS, webUrls.length, { call: CALLS.clickWord, slots: TRANSLATION_SLOTS, jobMs: jsonAnswerMs(MODEL) });
      const repeats: StepResult[] = [];
      for (let repeat = 1; repeat <= REPEATS; repeat += 1) {
        console.log(`step: ${size} learners for ${SECONDS} s${REPEATS > 1 ? `, ${repeat} of ${REPEATS}` : ''} …`);
        const measured = await runStep(probes, learners.slice(0, size), route, counts);
        const step = { ...describeStep(measured, calibration, shape), repeat };
        repeats.push(step);
        console.log(`[${size}] non-LLM p99 ${step.nonLlm.p99.toFixed(1)} ms (model ${step.prediction.nonLlmP99.toFixed(1)}), errors ${step.errors}, saturated: ${step.saturated}`);
      }
      steps.push(...repeats);
      // one step's p99 at the knee is one draw: the median of the repeats decides
      const p99 = percentile(repeats.map((s) => s.nonLlm.p99).sort((a, b) => a - b), 50);
      const errors = repeats.reduce((n, s) => n + s.errors, 0);
      if (p99 > P99_LIMIT_MS || errors > 0) {
        console.log(`stopping: ${errors > 0 ? `${errors} errors` : `non-LLM p99 ${p99.toFixed(0)} ms > ${P99_LIMIT_MS} ms`} at ${size} learners`);
        break;
      }
    }
    learners.forEach((learner) => {
      learner.socket?.close(1000);
      learner.agents.forEach((agent) => agent.destroy());
    });
    const results = {
      measuredAt: new Date().toISOString(),
      machine: { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', node: process.version },
      settings: { seconds: SECONDS, drainSeconds: DRAIN_SECONDS, model: MODEL },
      calibration,
      steps,
      tables: await tableSizes(),
    };
    mkdirSync(path.dirname(CLUSTER_RESULTS), { recursive: true });
    writeFileSync(CLUSTER_RESULTS, `${JSON.stringify(results, null, 1)}\n`);
    printCluster(results, printTable);
    console.log(`\nwritten: ${path.relative(ROOT, CLUSTER_RESULTS)} (npm run bench -- capacity-model reads it)`);
  } finally {
    for (const close of closers) await close();
    for (const server of servers.reverse()) await server.stop();
    await model.stop();
    await clearPrefix(redis, PREFIX).catch(() => undefined);
    redis.disconnect();
    await admin.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runBenchmark(import.meta.url, main);
