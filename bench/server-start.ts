// Issue 15 item 1: cold start (command typed -> first 200 of /api/health) and idle memory, for the server
// as `npm start` runs it (npm -> node on the esbuild bundle) and as it ran before (tsx on the sources).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ROOT, expectAnswer, printTable, runBenchmark } from './lib.js';

const ROUNDS = 5;
const PORT = 8261;

/** The resident memory of a process and of all its descendants, in MiB, from /proc (Linux). */
function residentMiB(pid: number): { own: number; tree: number } {
  const rss = (id: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = (id: number): number[] => {
    const list = readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim();
    return list ? list.split(' ').map(Number) : [];
  };
  const walk = (id: number): number[] => [id, ...children(id).flatMap(walk)];
  const all = walk(pid);
  const leaf = all[all.length - 1];
  return { own: rss(leaf), tree: all.reduce((sum, id) => sum + rss(id), 0) };
}

async function measure(command: string, args: string[], dataDir: string) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', INIT_CWD: ROOT },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${PORT}`;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const coldMs = performance.now() - started;
  await expectAnswer(url, '/api/health', {}, z.object({ status: z.literal('ok') }));
  await new Promise((resolve) => setTimeout(resolve, 3000)); // idle: timers and lazy work settled
  const memory = residentMiB(child.pid!);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { coldMs, ...memory };
}

async function main() {
  const scripts = (await import(path.join(ROOT, 'scripts/lib.mjs'))) as {
    ensureWebBuild(): Promise<number>;
    ensureServerBuild(): Promise<number>;
  };
  if ((await scripts.ensureWebBuild()) !== 0 || (await scripts.ensureServerBuild()) !== 0) throw new Error('build failed');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-start-'));
  const ways: Array<[string, string, string[]]> = [
    ['npm start (node on the bundle)', 'npm', ['start']],
    ['node --max-semi-space-size=4 apps/server/dist/server.js', process.execPath, ['--max-semi-space-size=4', 'apps/server/dist/server.js']],
    ['node apps/server/dist/server.js (V8 default young generation)', process.execPath, ['apps/server/dist/server.js']],
    ['before: node --import tsx src/server.ts', process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts']],
  ];
  try {
    await measure(process.execPath, ['apps/server/dist/server.js'], dataDir); // first start: creates the database and admin
    const rows = [];
    for (const [name, command, args] of ways) {
      const runs = [];
      for (let round = 0; round < ROUNDS; round += 1) runs.push(await measure(command, args, dataDir));
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
      rows.push({
        how: name,
        'cold start ms (median)': Math.round(median(runs.map((r) => r.coldMs))),
        'server RSS MiB': median(runs.map((r) => r.own)).toFixed(1),
        'all processes MiB': median(runs.map((r) => r.tree)).toFixed(1),
      });
    }
    printTable(`Server start: ${ROUNDS} starts each, median (targets: cold start <= 1 s, idle server <= 120 MiB)`, rows);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runBenchmark(import.meta.url, main);
