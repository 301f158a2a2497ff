// Capacity in learners, not requests (issue 15): LEARNERS simulated learners against one server process
// on loopback, each with a websocket open, reading texts, clicking words, training, and one in ten
// creating a text that streams from a fake remote model (500 ms to the first token, 20 tokens/s).
// Runs two setups back to back on the same seeded data: the configuration before issue 15 (4
// generations and 8 translations at a time, no per-learner limit) and the current defaults.
// Bounded: LEARNERS_SECONDS of activity, then at most DRAIN_SECONDS for the streams to finish.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import WebSocket from 'ws';
import {
  DueSchema,
  GeneratedTextPageSchema,
  GeneratedTextSchema,
  VocabularySchema,
  WhoamiSchema,
  splitWords,
} from '@reeprise/contract';
import { BenchCheckError, expectAnswer, login, percentile, printTable, runBenchmark, runCli, startServer } from './lib.js';
import { startFakeModel } from './support/fake-model.js';

const LEARNERS = Number(process.env.LEARNERS ?? 1000);
const SECONDS = Number(process.env.LEARNERS_SECONDS ?? 90);
const DRAIN_SECONDS = Number(process.env.DRAIN_SECONDS ?? 60);
// a learner acts every THINK_MIN..THINK_MAX seconds (reading takes a while): ~200 calls/s at 1,000
const THINK_MIN_MS = 3000;
const THINK_MAX_MS = 7000;
const POLL_MS = 500; // the spec's polling of the list while a text is PENDING
const SETUPS = (process.env.LEARNERS_SETUPS ?? 'before,after').split(',');

const SETUP_ENV: Record<string, Record<string, string>> = {
  // what one process did before issue 15: 4 texts, 4 chapters and 8 translations at once, first come first served
  before: { GENERATION_CONCURRENCY: '4', GENERATION_SLOTS_PER_USER: '4', TRANSLATION_CONCURRENCY: '8', TRANSLATION_SLOTS_PER_USER: '8' },
  after: {},
};

interface Learner {
  name: string;
  cookie: string;
  csrf: string;
  userId: number;
  texts: Array<{ id: number; words: Array<{ start: number; end: number }> }>;
  socket?: WebSocket;
  creates: boolean;
  agent: http.Agent;
}

class Stats {
  readonly latencies = new Map<string, number[]>();
  errors = 0;
  readonly errorSamples: string[] = [];
  streams = { created: 0, completed: 0, failed: 0 };
  readonly firstChunk: number[] = [];
  readonly queueMessages: number[] = [];
  /** Latencies per 10 s of the run, to tell a start-up burst from a steady state. */
  readonly windows = new Map<number, number[]>();
  started = Date.now();

  record(kind: string, ms: number) {
    let list = this.latencies.get(kind);
    if (!list) this.latencies.set(kind, (list = []));
    list.push(ms);
    const window = Math.floor((Date.now() - this.started) / 10_000) * 10;
    let windowList = this.windows.get(window);
    if (!windowList) this.windows.set(window, (windowList = []));
    windowList.push(ms);
  }

  error(what: string) {
    this.errors += 1;
    if (this.errorSamples.length < 10) this.errorSamples.push(what);
  }
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

async function call(stats: Stats, kind: string, learner: Learner, pathname: string, init: RequestInit = {}, url: string): Promise<unknown> {
  const started = performance.now();
  try {
    const method = init.method ?? 'GET';
    const send = () => request(learner, `${url}${pathname}`, method, init.body as string | undefined);
    // a kept-alive connection the server closed as we reused it: a browser sends a GET again
    const { status, body } = await send().catch((error: unknown) => {
      if (method === 'GET' && (error as { code?: string }).code === 'ECONNRESET') return send();
      throw error;
    });
    stats.record(kind, performance.now() - started);
    if (status >= 400) {
      stats.error(`${kind} ${status} ${body.slice(0, 120)}`);
      return undefined;
    }
    return JSON.parse(body) as unknown;
  } catch (error) {
    stats.error(`${kind} ${(error as Error).message} ${(error as { code?: string }).code ?? ''}`);
    return undefined;
  }
}

/**
 * One call over the learner's own keep-alive connections, as a browser keeps them: a new connection per
 * call from one client process would time the load generator's connection storms (SYN back-log
 * overflows, retried after 1, 3, 7 s), not the server.
 */
function request(learner: Learner, url: string, method: string, body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { cookie: learner.cookie, 'x-csrftoken': learner.csrf };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const req = http.request(url, { method, headers, agent: learner.agent }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error('no answer within 60 s')));
    req.on('error', reject);
    req.end(body);
  });
}

/** Each learner's own texts, from the seeded database (the list's first page is mostly newer public texts). */
function ownTexts(dataDir: string): Map<string, number[]> {
  const db = new SQLite(path.join(dataDir, 'reeprise.sqlite'), { readonly: true });
  const rows = db.prepare(`select u.username, t.id from generated_texts t join users u on u.id = t.creator_id`).all() as Array<{ username: string; id: number }>;
  db.close();
  const texts = new Map<string, number[]>();
  for (const { username, id } of rows) texts.set(username, [...(texts.get(username) ?? []), id]);
  return texts;
}

/** Logs every learner in (a few at a time: each login verifies an argon2 hash) and checks its answers. */
async function logInAll(url: string, dataDir: string): Promise<Learner[]> {
  const own = ownTexts(dataDir);
  const learners: Learner[] = [];
  let next = 0;
  async function worker() {
    while (next < LEARNERS) {
      const index = next++;
      const name = `bench${String(index).padStart(4, '0')}`;
      const auth = await login(url, name, 'bench-password-1');
      // a browser's connections: kept alive, a few per learner (the server keeps idle ones 10 s)
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      learners[index] = { name, ...auth, userId: 0, texts: [], creates: index % 10 === 0, agent };
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  // Issue 15: the answers the run times are this learner's, non-empty and schema-valid, checked first.
  await inBatches(learners, async (learner) => {
      const init = { headers: { cookie: learner.cookie } };
      const me = await expectAnswer(url, '/accounts/whoami', init, WhoamiSchema, (w) => (w.username === learner.name ? undefined : `logged in as ${w.username ?? 'nobody'}, not ${learner.name}`));
      learner.userId = me.userId!;
      await expectAnswer(url, '/api/reeprise/generated_texts/', init, GeneratedTextPageSchema, ({ results }) =>
        results.length > 0 ? undefined : 'the text list is empty',
      );
      const ids = own.get(learner.name) ?? [];
      if (ids.length === 0) throw new BenchCheckError(`${learner.name} has no text of their own to read`);
      // one own text answered to this learner; the others are alike (seeded)
      const first = await expectAnswer(url, `/api/reeprise/generated_texts/${ids[0]}/`, init, GeneratedTextSchema, (t) =>
        t.creator_id === me.userId && t.status === 'COMPLETE' && t.chatgpt_output ? undefined : `text ${ids[0]} is not a finished text of ${learner.name}`,
      );
      const words = splitWords(first.chatgpt_output, first.language);
      learner.texts = ids.map((id) => ({ id, words }));
  });
  return learners;
}

/** Runs `task` for every item, 25 at a time: set-up work that is not timed need not storm the server. */
async function inBatches<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 25) await Promise.all(items.slice(start, start + 25).map(task));
}

function openSocket(url: string, learner: Learner, stats: Stats): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws/streams/`, { headers: { cookie: learner.cookie } });
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.on('close', (code: number) => {
      if (learner.socket === socket && code !== 1000 && code !== 1005) stats.error(`websocket closed ${code}`);
    });
    learner.socket = socket;
  });
}

/** One text from POST to COMPLETE: first chunk timed over the websocket, the list polled meanwhile. */
async function createText(url: string, learner: Learner, stats: Stats, deadline: number): Promise<void> {
  const created = (await call(stats, 'create text', learner, '/api/reeprise/generated_texts/', {
    method: 'POST',
    body: JSON.stringify({ text_type: 'STORY', language: 'SPANISH', level: 'B1', word_number: 100, topic: `learners ${learner.name}` }),
  }, url)) as { id: number } | undefined;
  if (!created) return;
  stats.streams.created += 1;
  const posted = performance.now();
  const socket = learner.socket!;
  let sawChunk = false;
  const done = new Promise<'COMPLETE' | 'FAILED' | 'timeout'>((resolve) => {
    const timer = setTimeout(() => resolve('timeout'), deadline - Date.now());
    const onMessage = (raw: Buffer) => {
      const message = JSON.parse(raw.toString()) as { text_id?: number; text_chunk?: string; status?: string; queue_position?: number; error?: string };
      if (message.text_id !== created.id) return;
      if (message.error) stats.error(`subscription refused: ${message.error}`);
      if (message.queue_position !== undefined) stats.queueMessages.push(message.queue_position);
      if (message.text_chunk && !sawChunk) {
        sawChunk = true;
        stats.firstChunk.push(performance.now() - posted);
      }
      if (message.status === 'COMPLETE' || message.status === 'FAILED') {
        clearTimeout(timer);
        socket.off('message', onMessage);
        resolve(message.status);
      }
    };
    socket.on('message', onMessage);
  });
  socket.send(JSON.stringify({ action: 'subscribe', text_id: created.id, chapter_number: null }));
  // the spec's polling while the text is PENDING: the list, every 500 ms
  let finished = false;
  const polling = (async () => {
    while (!finished && Date.now() < deadline) {
      await call(stats, 'list while pending', learner, '/api/reeprise/generated_texts/', {}, url);
      await sleep(POLL_MS);
    }
  })();
  const outcome = await done;
  finished = true;
  await polling;
  socket.send(JSON.stringify({ action: 'unsubscribe', text_id: created.id, chapter_number: null }));
  if (outcome === 'COMPLETE') stats.streams.completed += 1;
  else if (outcome === 'FAILED') stats.streams.failed += 1;
}

async function act(url: string, learner: Learner, stats: Stats): Promise<void> {
  const roll = Math.random();
  const text = pick(learner.texts);
  if (roll < 0.3) {
    await call(stats, 'text list', learner, '/api/reeprise/generated_texts/', {}, url);
  } else if (roll < 0.5) {
    await call(stats, 'open text', learner, `/api/reeprise/generated_texts/${text.id}/`, {}, url);
    await call(stats, 'known forms', learner, '/api/reeprise/vocabulary/known_forms/?language=SPANISH', {}, url);
  } else if (roll < 0.75) {
    const span = pick(text.words);
    await call(stats, 'click word', learner, `/api/reeprise/generated_texts/${text.id}/add_vocabulary/`, {
      method: 'POST',
      body: JSON.stringify({ word_start_index: span.start, word_end_index: span.end }),
    }, url);
  } else {
    const due = (await call(stats, 'training: due', learner, '/api/reeprise/vocabulary/due/?limit=10', {}, url)) as { results?: Array<{ id: number }> } | undefined;
    const word = due?.results?.[0];
    if (word) await call(stats, 'training: answer', learner, `/api/reeprise/vocabulary/${word.id}/mark_vocabulary_as_learned/`, { method: 'POST' }, url);
  }
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
    const learners = await logInAll(server.url, dataDir);
    await inBatches(learners, (learner) => openSocket(server.url, learner, stats));
    // one check of the calls the learners make, for the first learner, before anything is timed
    const probe = learners[0];
    await expectAnswer(server.url, `/api/reeprise/generated_texts/${probe.texts[0].id}/`, { headers: { cookie: probe.cookie } }, GeneratedTextSchema);
    const span = probe.texts[0].words[1];
    await expectAnswer(server.url, `/api/reeprise/generated_texts/${probe.texts[0].id}/add_vocabulary/`, { method: 'POST', status: 201, headers: { cookie: probe.cookie, 'x-csrftoken': probe.csrf, 'content-type': 'application/json' }, body: JSON.stringify({ word_start_index: span.start, word_end_index: span.end }) }, VocabularySchema);
    await expectAnswer(server.url, '/api/reeprise/vocabulary/due/?limit=10', { headers: { cookie: probe.cookie } }, DueSchema);
    const cpuBefore = cpuTicks(pid);
    const schedBefore = schedstat(pid);
    const started = Date.now();
    stats.started = started;
    // the load generator's own event loop: a blocked client would show as server latency
    const clientLag = monitorEventLoopDelay({ resolution: 20 });
    clientLag.enable();
    const stopAt = started + SECONDS * 1000;
    const deadline = stopAt + DRAIN_SECONDS * 1000;
    const sampler = setInterval(() => memory.push(rssMb(pid)), 2000);
    console.log(`[${setup}] ${LEARNERS} learners for ${SECONDS} s …`);
    const creations: Array<Promise<void>> = [];
    await Promise.all(
      learners.map(async (learner) => {
        // a creator writes one text at a moment in the first 70 % of the run
        let createAt = learner.creates ? started + Math.random() * SECONDS * 700 : Infinity;
        await sleep(Math.random() * THINK_MAX_MS);
        while (Date.now() < stopAt) {
          if (Date.now() >= createAt) {
            creations.push(createText(server.url, learner, stats, deadline));
            createAt = Infinity; // one text per creating learner
          } else {
            await act(server.url, learner, stats);
          }
          await sleep(THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS));
        }
      }),
    );
    await Promise.all(creations);
    clearInterval(sampler);
    clientLag.disable();
    console.log(`[${setup}] client event loop delay p99 ${(clientLag.percentile(99) / 1e6).toFixed(0)} ms, max ${(clientLag.max / 1e6).toFixed(0)} ms`);
    console.log(`[${setup}] calls per 10 s (count, p50, p99 ms):`, [...stats.windows].map(([s, l]) => `${s}s: ${l.length}, ${percentile(l.sort((a, b) => a - b), 50).toFixed(0)}, ${percentile(l, 99).toFixed(0)}`).join(' | '));
    const cpu = (cpuTicks(pid) - cpuBefore) / 100;
    const elapsed = (Date.now() - started) / 1000;
    const sched = schedstat(pid);
    const waitedShare = (sched.waited - schedBefore.waited) / 1e9 / elapsed;
    learners.forEach((learner) => {
      learner.socket?.close(1000);
      learner.agent.destroy();
    });
    return { ...summarize(setup, stats, memory, cpu / elapsed), 'server waited for a CPU': `${(waitedShare * 100).toFixed(0)} %`, 'load (1 min)': os.loadavg()[0].toFixed(1) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Nanoseconds the process ran on a CPU and waited for one (ready, while other processes held the cores). */
function schedstat(pid: number): { ran: number; waited: number } {
  const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { ran: ran ?? 0, waited: waited ?? 0 };
}

function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime in clock ticks (100 per second)
}

function summarize(setup: string, stats: Stats, memory: number[], cpuShare: number) {
  const others = [...stats.latencies].filter(([kind]) => kind !== 'list while pending').flatMap(([, list]) => list).sort((a, b) => a - b);
  const polls = (stats.latencies.get('list while pending') ?? []).sort((a, b) => a - b);
  const list = (stats.latencies.get('text list') ?? []).sort((a, b) => a - b);
  const first = stats.firstChunk.sort((a, b) => a - b);
  const calls = [...stats.latencies.values()].reduce((n, l) => n + l.length, 0);
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
