// Capacity in learners, not requests (issue 15): LEARNERS simulated learners against one server process
// on loopback, each with a websocket open, reading texts, clicking words, training, and one in ten
// creating a text that streams from a fake remote model (500 ms to the first token, 20 tokens/s).
// Runs two setups back to back on the same seeded data: the configuration before issue 15 (4
// generations and 8 translations at a time, no per-learner limit) and the current defaults.
// Bounded: LEARNERS_SECONDS of activity, then at most DRAIN_SECONDS for the streams to finish.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { DueSchema, GeneratedTextSchema, VocabularySchema, paths } from '@reeprise/contract';
import { expectAnswer, percentile, printTable, runBenchmark, runCli, startServer } from './lib.js';
import { startFakeModel } from './support/fake-model.js';
import { CALLS, POLL_CALL, Stats, cpuSeconds, inBatches, logIn, openSocket, rssMb, runLearners, schedstat } from './support/learner-sim.js';

const LEARNERS = Number(process.env.LEARNERS ?? 1000);
const SECONDS = Number(process.env.LEARNERS_SECONDS ?? 90);
const DRAIN_SECONDS = Number(process.env.DRAIN_SECONDS ?? 60);
const SETUPS = (process.env.LEARNERS_SETUPS ?? 'before,after').split(',');

const SETUP_ENV: Record<string, Record<string, string>> = {
  // what one process did before issue 15: 4 texts, 4 chapters and 8 translations at once, first come first served
  before: { GENERATION_CONCURRENCY: '4', GENERATION_SLOTS_PER_USER: '4', TRANSLATION_CONCURRENCY: '8', TRANSLATION_SLOTS_PER_USER: '8' },
  after: {},
};

/** Each learner's own texts, from the seeded database (the list's first page is mostly newer public texts). */
function ownTexts(dataDir: string): Map<string, number[]> {
  const db = new SQLite(path.join(dataDir, 'reeprise.sqlite'), { readonly: true });
  const rows = db.prepare(`select u.username, t.id from generated_texts t join users u on u.id = t.creator_id`).all() as Array<{ username: string; id: number }>;
  db.close();
  const texts = new Map<string, number[]>();
  for (const { username, id } of rows) texts.set(username, [...(texts.get(username) ?? []), id]);
  return texts;
}

async function runSetup(setup: string, seeded: string, modelUrl: string, port: number) {
  // every setup starts from a copy of the same seeded database
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `reeprise-learners-${setup}-`));
  cpSync(seeded, dataDir, { recursive: true });
  const server = await startServer(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: modelUrl,
      LLM_API_KEY: 'bench',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...SETUP_ENV[setup],
    },
    port,
  );
  const stats = new Stats();
  const pid = server.process.pid!;
  const memory: number[] = [];
  try {
    console.log(`[${setup}] logging in ${LEARNERS} learners …`);
    const learners = await logIn(0, LEARNERS, () => server.url, ownTexts(dataDir));
    await inBatches(learners, (learner) => openSocket(learner, stats));
    // one check of the calls the learners make, for the first learner, before anything is timed
    const probe = learners[0];
    await expectAnswer(server.url, paths.generatedTexts.detail(probe.texts[0].id), { headers: { cookie: probe.cookie } }, GeneratedTextSchema);
    const span = probe.texts[0].words[1];
    await expectAnswer(server.url, paths.generatedTexts.addVocabulary(probe.texts[0].id), { method: 'POST', status: 201, headers: { cookie: probe.cookie, 'x-csrftoken': probe.csrf, 'content-type': 'application/json' }, body: JSON.stringify({ word_start_index: span.start, word_end_index: span.end }) }, VocabularySchema);
    await expectAnswer(server.url, paths.vocabulary.due({ limit: 10 }), { headers: { cookie: probe.cookie } }, DueSchema);
    const cpuBefore = cpuSeconds(pid);
    const schedBefore = schedstat(pid);
    const started = Date.now();
    // the load generator's own event loop: a blocked client would show as server latency
    const clientLag = monitorEventLoopDelay({ resolution: 20 });
    clientLag.enable();
    const sampler = setInterval(() => memory.push(rssMb(pid)), 2000);
    console.log(`[${setup}] ${LEARNERS} learners for ${SECONDS} s …`);
    await runLearners(learners, () => server.url, stats, SECONDS, DRAIN_SECONDS);
    clearInterval(sampler);
    clientLag.disable();
    console.log(`[${setup}] client event loop delay p99 ${(clientLag.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientLag.max / 1e6).toFixed(0)} ms`);
    console.log(`[${setup}] calls per 10 s (count, p50, p99 ms):`, [...stats.windows].map(([s, l]) => `${s}s: ${l.length}, ${percentile(l.sort((a, b) => a - b), 50).toFixed(0)}, ${percentile(l, 99).toFixed(0)}`).join(' | '));
    const cpu = cpuSeconds(pid) - cpuBefore;
    const elapsed = (Date.now() - started) / 1000;
    const sched = schedstat(pid);
    const waitedShare = (sched.waited - schedBefore.waited) / 1e9 / elapsed;
    learners.forEach((learner) => {
      learner.socket?.close(1000);
      learner.agents.forEach((agent) => agent.destroy());
    });
    return { ...summarize(setup, stats, memory, cpu / elapsed), 'server waited for a CPU': `${(waitedShare * 100).toFixed(0)} %`, 'load (1 min)': os.loadavg()[0].toFixed(1) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summarize(setup: string, stats: Stats, memory: number[], cpuShare: number) {
  const others = [...stats.latencies].filter(([kind]) => kind !== POLL_CALL).flatMap(([, list]) => list).sort((a, b) => a - b);
  const polls = (stats.latencies.get(POLL_CALL) ?? []).sort((a, b) => a - b);
  const list = (stats.latencies.get(CALLS.textList) ?? []).sort((a, b) => a - b);
  const first = stats.firstChunk.sort((a, b) => a - b);
  const calls = stats.calls;
  if (stats.errorSamples.length > 0) console.log(`[${setup}] errors, first ${stats.errorSamples.length}:`, stats.errorSamples);
  console.log(`[${setup}] per call p99 (ms):`, Object.fromEntries([...stats.latencies].map(([kind, l]) => [kind, `${l.length} calls, p50 ${percentile(l.sort((a, b) => a - b), 50).toFixed(1)}, p99 ${percentile(l, 99).toFixed(1)}`])));
  return {
    setup,
    learners: LEARNERS,
    'streams completed': `${stats.streams.completed} of ${stats.streams.created}${stats.streams.failed ? ` (${stats.streams.failed} failed)` : ''}`,
    'first chunk p50 / p95 / max': `${(percentile(first, 50) / 1000).toFixed(2)} / ${(percentile(first, 95) / 1000).toFixed(2)} / ${((first.at(-1) ?? NaN) / 1000).toFixed(2)} s`,
    'queue places told': stats.queueMessages.length,
    'other calls': others.length,
    'other calls p50 / p99': `${percentile(others, 50).toFixed(1)} / ${percentile(others, 99).toFixed(1)} ms`,
    'list p99 (learner / polled while pending)': `${percentile(list, 99).toFixed(1)} / ${percentile(polls, 99).toFixed(1)} ms`,
    'polls, share of calls': `${polls.length}, ${((polls.length / Math.max(1, calls)) * 100).toFixed(0)} %`,
    errors: stats.errors,
    'RSS max MB': Math.max(...memory).toFixed(0),
    'server CPU': `${(cpuShare * 100).toFixed(0)} %`,
  };
}

export async function main() {
  const model = await startFakeModel({ firstTokenMs: 500, tokensPerSecond: 20, textTokens: 100, jsonTokens: 30 });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-learners-'));
  try {
    // users bench0000…, each with 10 texts of their own (every language) and some vocabulary
    await runCli('cli/seed-bench.ts', ['--users', String(LEARNERS), '--texts', String(LEARNERS * 10), '--vocabulary', String(LEARNERS * 20)], { DATA_DIR: dataDir, DATABASE_URL: '' }, true);
    const rows = [];
    let port = 8461;
    for (const setup of SETUPS) {
      if (!SETUP_ENV[setup]) throw new Error(`unknown setup '${setup}' (before, after)`);
      rows.push(await runSetup(setup, dataDir, model.url, port++));
    }
    printTable(
      `Learners: ${LEARNERS} on one process (SQLite), ${SECONDS} s, a fake model (first token 500 ms, 20 tokens/s, 100-token texts), one in ten writes a text`,
      rows,
    );
    const load = os.loadavg()[0].toFixed(1);
    console.log(`machine load (1 min) at the end: ${load} on ${os.cpus().length} cores`);
  } finally {
    await model.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runBenchmark(import.meta.url, main);
