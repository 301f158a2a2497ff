// The simulated learner of issue 15, shared by `learners` (one process) and `cluster` (two web processes
// and a worker): who acts how often, which calls an action makes, and what is timed.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { GeneratedTextPageSchema, GeneratedTextSchema, WhoamiSchema, paths, splitWords } from '@reeprise/contract';
import { BenchCheckError, expectAnswer, login, percentile } from '../lib.js';

// a learner acts every THINK_MIN..THINK_MAX seconds (reading takes a while): ~200 calls/s at 1,000
export const THINK_MIN_MS = 3000;
export const THINK_MAX_MS = 7000;
export const POLL_MS = 500; // the spec's polling of the list while a text is PENDING
/** One learner in CREATOR_EVERY writes a text during a run. */
export const CREATOR_EVERY = 10;
/** A creator writes its text at a moment in this first share of the run. */
export const CREATE_WITHIN = 0.7;
export const TEXT_WORDS = 100;

/** The calls a simulated learner makes, by the names every table, the calibration and the capacity model use. */
export const CALLS = {
  textList: 'text list',
  openText: 'open text',
  knownForms: 'known forms',
  clickWord: 'click word',
  trainingDue: 'training: due',
  trainingAnswer: 'training: answer',
  createText: 'create text',
  listWhilePending: 'list while pending',
} as const;

/** What an action is, with its share of the actions: the mix the capacity model reads too. */
export const ACTION_MIX = [
  { action: 'text list', share: 0.3, calls: [CALLS.textList] },
  { action: 'open text', share: 0.2, calls: [CALLS.openText, CALLS.knownForms] },
  { action: 'click word', share: 0.25, calls: [CALLS.clickWord] },
  { action: 'training', share: 0.25, calls: [CALLS.trainingDue, CALLS.trainingAnswer] },
] as const;
/** The calls that wait on the model; every other call is held to the 100 ms p99. */
export const LLM_CALLS = [CALLS.createText] as const;
export const POLL_CALL = CALLS.listWhilePending;

export const learnerName = (index: number) => `bench${String(index).padStart(4, '0')}`;

export interface Learner {
  index: number;
  name: string;
  cookie: string;
  csrf: string;
  userId: number;
  texts: Array<{ id: number; words: Array<{ start: number; end: number }> }>;
  socket?: WebSocket;
  /** Where the learner's websocket is open: it stays there, as a load balancer keeps an upgraded connection. */
  home: string;
  creates: boolean;
  /** A browser's kept-alive connections, per server it talks to. */
  agents: Map<string, http.Agent>;
}

/** Which server the learner's next call goes to. */
export type Route = (learner: Learner) => string;

export class Stats {
  readonly latencies = new Map<string, number[]>();
  errors = 0;
  readonly errorSamples: string[] = [];
  streams = { created: 0, completed: 0, failed: 0 };
  readonly firstChunk: number[] = [];
  /** POST to the COMPLETE status on the websocket. */
  readonly completion: number[] = [];
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

  get calls(): number {
    return [...this.latencies.values()].reduce((n, l) => n + l.length, 0);
  }

  /** Latencies of the calls that do not wait on the model (the 100 ms p99 target), sorted. */
  nonLlm(): number[] {
    const llm: readonly string[] = LLM_CALLS;
    return [...this.latencies]
      .filter(([kind]) => !llm.includes(kind) && kind !== POLL_CALL)
      .flatMap(([, list]) => list)
      .sort((a, b) => a - b);
  }

  /** Count, p50 and p99 per call kind. */
  byCall(): Record<string, { calls: number; p50: number; p99: number }> {
    return Object.fromEntries(
      [...this.latencies].map(([kind, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [kind, { calls: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
      }),
    );
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];

function agentOf(learner: Learner, url: string): http.Agent {
  let agent = learner.agents.get(url);
  // a browser's connections: kept alive, a few per learner (the server keeps idle ones 10 s)
  if (!agent) learner.agents.set(url, (agent = new http.Agent({ keepAlive: true, maxSockets: 4 })));
  return agent;
}

export async function call(stats: Stats, kind: string, learner: Learner, url: string, pathname: string, init: RequestInit = {}): Promise<unknown> {
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
    const req = http.request(url, { method, headers, agent: agentOf(learner, new URL(url).origin) }, (res) => {
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

/** Runs `task` for every item, 25 at a time: set-up work that is not timed need not storm the server. */
export async function inBatches<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 25) await Promise.all(items.slice(start, start + 25).map(task));
}

/**
 * Logs learners `from`…`to - 1` in (a few at a time: each login verifies an argon2 hash) on the server
 * `homeOf(index)` gives, and checks their answers there. `own` lists each learner's own text ids.
 */
export async function logIn(from: number, to: number, homeOf: (index: number) => string, own: Map<string, number[]>, parallel = 4): Promise<Learner[]> {
  const learners: Learner[] = [];
  let next = from;
  async function worker() {
    while (next < to) {
      const index = next++;
      const name = learnerName(index);
      const home = homeOf(index);
      const auth = await login(home, name, 'bench-password-1');
      learners[index - from] = { index, name, ...auth, userId: 0, texts: [], home, creates: index % CREATOR_EVERY === 0, agents: new Map() };
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  // Issue 15: the answers the run times are this learner's, non-empty and schema-valid, checked first.
  await inBatches(learners, async (learner) => {
    const url = learner.home;
    const init = { headers: { cookie: learner.cookie } };
    const me = await expectAnswer(url, paths.auth.whoami(), init, WhoamiSchema, (w) => (w.username === learner.name ? undefined : `logged in as ${w.username ?? 'nobody'}, not ${learner.name}`));
    learner.userId = me.userId!;
    await expectAnswer(url, paths.generatedTexts.collection(), init, GeneratedTextPageSchema, ({ results }) =>
      results.length > 0 ? undefined : 'the text list is empty',
    );
    const ids = own.get(learner.name) ?? [];
    if (ids.length === 0) throw new BenchCheckError(`${learner.name} has no text of their own to read`);
    // one own text answered to this learner; the others are alike (seeded)
    const first = await expectAnswer(url, paths.generatedTexts.detail(ids[0]), init, GeneratedTextSchema, (t) =>
      t.creator_id === me.userId && t.status === 'COMPLETE' && t.chatgpt_output ? undefined : `text ${ids[0]} is not a finished text of ${learner.name}`,
    );
    const words = splitWords(first.chatgpt_output, first.language);
    learner.texts = ids.map((id) => ({ id, words }));
  });
  return learners;
}

export function openSocket(learner: Learner, stats: Stats): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${learner.home.replace('http', 'ws')}/ws/streams/`, { headers: { cookie: learner.cookie } });
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.on('close', (code: number) => {
      if (learner.socket === socket && code !== 1000 && code !== 1005) stats.error(`websocket closed ${code}`);
    });
    learner.socket = socket;
  });
}

/**
 * One text from POST to COMPLETE: first chunk and completion timed over the websocket, the list polled
 * meanwhile as the spec says (`poll` false: not, to measure the text alone).
 */
export async function createText(route: Route, learner: Learner, stats: Stats, deadline: number, poll = true): Promise<void> {
  const created = (await call(stats, CALLS.createText, learner, route(learner), paths.generatedTexts.collection(), {
    method: 'POST',
    body: JSON.stringify({ text_type: 'STORY', language: 'SPANISH', level: 'B1', word_number: TEXT_WORDS, topic: `learners ${learner.name}` }),
  })) as { id: number } | undefined;
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
        if (message.status === 'COMPLETE') stats.completion.push(performance.now() - posted);
        resolve(message.status);
      }
    };
    socket.on('message', onMessage);
  });
  socket.send(JSON.stringify({ action: 'subscribe', text_id: created.id, chapter_number: null }));
  // the spec's polling while the text is PENDING: the list, every 500 ms
  let finished = !poll;
  const polling = (async () => {
    while (!finished && Date.now() < deadline) {
      await call(stats, POLL_CALL, learner, route(learner), paths.generatedTexts.collection());
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

/** One of ACTION_MIX's actions, drawn by its share. */
export async function act(route: Route, learner: Learner, stats: Stats): Promise<void> {
  let roll = Math.random();
  const action = ACTION_MIX.find(({ share }) => (roll -= share) < 0)?.action ?? 'training';
  const text = pick(learner.texts);
  switch (action) {
    case 'text list':
      await call(stats, CALLS.textList, learner, route(learner), paths.generatedTexts.collection());
      return;
    case 'open text':
      await call(stats, CALLS.openText, learner, route(learner), paths.generatedTexts.detail(text.id));
      await call(stats, CALLS.knownForms, learner, route(learner), paths.vocabulary.knownForms({ language: 'SPANISH' }));
      return;
    case 'click word': {
      const span = pick(text.words);
      await call(stats, CALLS.clickWord, learner, route(learner), paths.generatedTexts.addVocabulary(text.id), {
        method: 'POST',
        body: JSON.stringify({ word_start_index: span.start, word_end_index: span.end }),
      });
      return;
    }
    case 'training': {
      const due = (await call(stats, CALLS.trainingDue, learner, route(learner), paths.vocabulary.due({ limit: 10 }))) as { results?: Array<{ id: number }> } | undefined;
      const word = due?.results?.[0];
      if (word) await call(stats, CALLS.trainingAnswer, learner, route(learner), paths.vocabulary.mark.learned(word.id), { method: 'POST' });
    }
  }
}

/**
 * Lets `learners` act for `seconds`: each every THINK_MIN..THINK_MAX ms, a creator writing one text at a
 * moment in the first CREATE_WITHIN of the run; then waits at most `drainSeconds` for the texts to finish.
 */
export async function runLearners(learners: Learner[], route: Route, stats: Stats, seconds: number, drainSeconds: number): Promise<void> {
  const started = Date.now();
  stats.started = started;
  const stopAt = started + seconds * 1000;
  const deadline = stopAt + drainSeconds * 1000;
  const creations: Array<Promise<void>> = [];
  await Promise.all(
    learners.map(async (learner) => {
      let createAt = learner.creates ? started + Math.random() * seconds * 1000 * CREATE_WITHIN : Infinity;
      await sleep(Math.random() * THINK_MAX_MS);
      while (Date.now() < stopAt) {
        if (Date.now() >= createAt) {
          creations.push(createText(route, learner, stats, deadline));
          createAt = Infinity; // one text per creating learner
        } else {
          await act(route, learner, stats);
        }
        await sleep(THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS));
      }
    }),
  );
  await Promise.all(creations);
}

export const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Nanoseconds the process ran on a CPU and waited for one (ready, while other processes held the cores). */
export function schedstat(pid: number): { ran: number; waited: number } {
  const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { ran: ran ?? 0, waited: waited ?? 0 };
}

/** CPU seconds the process has used (utime + stime, all its threads). */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // clock ticks, 100 per second
}
