// Issue 33: eight hostile uploads of each kind at once, each by a learner of its own, against one server
// process (SQLite), while one client keeps asking GET /api/health. Prints the p99 of the health answers
// and how far the server's RSS grew above its warmed-up idle size (targets: p99 <= 50 ms, <= 200 MiB).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bigCsv,
  largeHtml,
  nestedDivsHtml,
  recursiveViewPackage,
  repeatedSpineEpub,
  wideRowsViewPackage,
  zipBombPackage,
} from '../apps/server/src/platform/untrusted/hostile-files.js';
import { BenchCheckError, login, ms, percentile, printTable, runBenchmark, runCli, startServer } from './lib.js';

const COPIES = Number(process.env.BENCH_COPIES ?? 8);
// BENCH_KINDS=zip,html runs only the kinds whose names contain one of these words (all by default)
const KINDS = process.env.BENCH_KINDS?.split(',').map((word) => word.trim().toLowerCase());
// an answer later than this counts as none (the server before issue 33 stalled for minutes)
const REQUEST_TIMEOUT_MS = 240_000;
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

type Upload = { path: string; body: () => FormData | string; json?: boolean };

const file = (name: string, data: Buffer) => () => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return form;
};

/** Each kind of hostile upload and the route it goes to; every body is built once and sent COPIES times. */
function hostileUploads(): Record<string, Upload> {
  const anki = '/api/reeprise/vocabulary/import/anki/preview/';
  const detect = '/api/reeprise/imported_texts/detect/';
  const csv = JSON.stringify({ content: bigCsv() });
  return {
    'anki recursive-CTE view': { path: anki, body: file('deck.apkg', recursiveViewPackage()) },
    'anki wide-rows view': { path: anki, body: file('deck.apkg', wideRowsViewPackage()) },
    'anki zip bomb (390 MB)': { path: anki, body: file('deck.apkg', zipBombPackage()) },
    'epub 600x spine': { path: detect, body: file('book.epub', repeatedSpineEpub()) },
    'html 9.5 MB': { path: detect, body: file('page.html', largeHtml()) },
    'html 200,000 nested divs': { path: detect, body: file('page.html', nestedDivsHtml()) },
    'csv 20,000 rows': { path: '/api/reeprise/vocabulary/import/preview/', body: () => csv, json: true },
  };
}

/**
 * Asks GET /api/health in a loop from a child process until stopped; each request's time (a dropped or
 * failed one counts with the time it took to fail).
 */
function startHealthPoller(url: string): { stop: () => Promise<{ health: number[]; failures: number }> } {
  const script = `
    const health = []; let failures = 0; let running = true;
    process.stdin.on('data', () => { running = false; });
    (async () => {
      while (running) {
        const started = performance.now();
        const ok = await fetch(${JSON.stringify(`${url}/api/health`)}, { signal: AbortSignal.timeout(${REQUEST_TIMEOUT_MS}) })
          .then(async (response) => (await response.arrayBuffer(), response.ok)).catch(() => false);
        health.push(performance.now() - started);
        if (!ok) failures += 1;
        await new Promise((r) => setTimeout(r, 20));
      }
      process.stdout.write(JSON.stringify({ health, failures }));
    })();
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (part: Buffer) => (output += part.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.stdin.end('stop');
      await exited;
      return JSON.parse(output) as { health: number[]; failures: number };
    },
  };
}

export async function main() {
  const kinds = Object.entries(hostileUploads()).filter(([kind]) => !KINDS || KINDS.some((word) => kind.toLowerCase().includes(word)));
  const learners = kinds.length * COPIES;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-hostile-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', IMPORTS_PER_HOUR: '1000' };
  // the seed needs a text and a word per learner; the uploads do not touch them
  await runCli('cli/seed-bench.ts', ['--users', String(learners), '--texts', String(learners), '--vocabulary', String(learners)], env, true);
  const server = await startServer(env, 8451);
  const pid = server.process.pid!;
  try {
    const sessions: Array<{ cookie: string; csrf: string }> = [];
    for (let i = 0; i < learners; i += 1) sessions.push(await login(server.url, `bench${String(i).padStart(4, '0')}`));
    const headersOf = (auth: { cookie: string; csrf: string }, json: boolean) => ({
      cookie: auth.cookie,
      'x-csrftoken': auth.csrf,
      ...(json ? { 'content-type': 'application/json' } : {}),
    });
    // warm up: each route once with a harmless body, so lazily loaded parsers are not counted as growth
    const harmless = new FormData();
    harmless.append('file', new Blob(['<!doctype html><html><body><p>Hola, mundo.</p></body></html>']), 'hola.html');
    const warm = await fetch(`${server.url}/api/reeprise/imported_texts/detect/`, { method: 'POST', headers: headersOf(sessions[0], false), body: harmless });
    if (warm.status !== 200) throw new BenchCheckError(`a harmless detect answered ${warm.status}: ${await warm.text()}`);
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssMiB(pid);

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 50);
    // the health client runs in a process of its own: this one builds and sends 56 uploads (80 MB), and its
    // own busy event loop would count as the server's latency
    const poller = startHealthPoller(server.url);

    const started = performance.now();
    const results = await Promise.all(
      kinds.flatMap(([kind, upload], k) =>
        Array.from({ length: COPIES }, async (_, copy) => {
          const t0 = performance.now();
          try {
            const response = await fetch(`${server.url}${upload.path}`, {
              method: 'POST',
              headers: headersOf(sessions[k * COPIES + copy], upload.json === true),
              body: upload.body(),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            const body = await response.text();
            const code = response.ok ? '' : ` ${(JSON.parse(body) as { code?: string }).code ?? ''}`;
            return { kind, answer: `${response.status}${code}`, ms: performance.now() - t0 };
          } catch (error) {
            return { kind, answer: (error as Error).name === 'TimeoutError' ? 'no answer' : 'connection lost', ms: performance.now() - t0 };
          }
        }),
      ),
    );
    const total = performance.now() - started;
    const { health, failures: healthFailures } = await poller.stop();
    clearInterval(sampler);
    const alive = server.process.exitCode === null;

    printTable(
      `Hostile uploads (${COPIES} of each kind at once): answers`,
      kinds.map(([kind]) => {
        const mine = results.filter((result) => result.kind === kind);
        const answers = new Map<string, number>();
        for (const { answer } of mine) answers.set(answer, (answers.get(answer) ?? 0) + 1);
        return {
          upload: kind,
          answers: [...answers].map(([answer, count]) => `${count} x ${answer}`).join(', '),
          'slowest answer': ms(Math.max(...mine.map((result) => result.ms))),
        };
      }),
    );
    const sorted = [...health].sort((a, b) => a - b);
    printTable(`Hostile uploads (${COPIES} of each kind at once): GET /api/health and memory`, [
      {
        'health requests': sorted.length,
        'health failures': healthFailures,
        'health p50': ms(percentile(sorted, 50)),
        'health p99': ms(percentile(sorted, 99)),
        'health max': ms(sorted.at(-1) ?? NaN),
        'all uploads answered after': ms(total),
        'RSS idle MiB': idle.toFixed(0),
        'RSS peak MiB': peak.toFixed(0),
        'RSS growth MiB': (peak - idle).toFixed(0),
        'server alive after': alive ? 'yes' : 'no',
      },
    ]);
  } finally {
    if (server.process.exitCode === null) await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runBenchmark(import.meta.url, main);
