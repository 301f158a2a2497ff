import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

interface RootScripts {
  ensureWebBuild(): Promise<number>;
  ensureServerBuild(): Promise<number>;
  SERVER_BUNDLE: string;
}

// a computed specifier: scripts/lib.mjs is plain JavaScript without type declarations
const rootScripts = async () => (await import(pathToFileURL(path.join(ROOT, 'scripts/lib.mjs')).href)) as RootScripts;

/** Builds the web app when it is missing or stale (scripts/lib.mjs), for benchmarks that load pages. */
export async function ensureWebBuild(): Promise<void> {
  if ((await (await rootScripts()).ensureWebBuild()) !== 0) throw new Error('the web build failed');
}

/** Builds the server bundle when stale, as `npm start` does, and answers its path. */
export async function ensureServerBuild(): Promise<string> {
  const scripts = await rootScripts();
  if ((await scripts.ensureServerBuild()) !== 0) throw new Error('the server build failed');
  return scripts.SERVER_BUNDLE;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Runs a CLI of the server (users, seed) with the same environment as the benchmark server. */
export function runCli(script: string, args: string[], env: Record<string, string>, quiet = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [path.join(ROOT, 'apps/server/src', script), ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', quiet ? 'ignore' : 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}`))));
  });
}

/** Starts the real server in its own process (so the benchmark's clients do not share its event loop). */
export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'reeprise-bench-'));
  const fullEnv = { LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
  // Creating the user fails harmlessly when a kept benchmark database already has it.
  await runCli('cli/users.ts', ['create', 'bench', '--password', 'bench-password-1'], fullEnv, true).catch(() => undefined);
  // node itself, not the tsx CLI (which would run the server as a grandchild that signals miss).
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, ...fullEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    process: child,
    dataDir,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs in like the SPA: whoami for the CSRF cookie, then the login call. Returns the cookie header and token. */
export async function login(url: string, username = 'bench', password = 'bench-password-1') {
  const cookies = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name, value);
    }
  };
  keep(await fetch(`${url}/accounts/whoami`));
  const response = await fetch(`${url}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': cookies.get('csrftoken')!, cookie: header() },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status}`);
  keep(response);
  function header() {
    return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  return { cookie: header(), csrf: cookies.get('csrftoken')! };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

/**
 * Prints one benchmark's figures as a table, with the machine they were measured on. Under
 * `npm run bench` (BENCH_RESULTS set) the rows are also kept for the summary table of all benchmarks.
 */
export function printTable(title: string, rows: Array<Record<string, string | number>>): void {
  console.log(`\n${title}  (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version})`);
  console.table(rows);
  const results = process.env.BENCH_RESULTS;
  if (results) appendFileSync(results, `${JSON.stringify({ bench: path.basename(process.argv[1] ?? '', '.ts'), title, rows })}\n`);
}

/** A benchmark's precondition failed: what it would time is not the answer it means to measure. */
export class BenchCheckError extends Error {}

interface Schema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/**
 * Issue 15: a benchmark times only what it checked first. Calls `pathname` as the benchmark will, and
 * fails loudly (BenchCheckError, a non-zero exit) unless the status is `status`, the body parses with
 * the contract's response `schema`, and `check` finds it to be the answer for this user (a message
 * says what is wrong; undefined: fine).
 */
export async function expectAnswer<T>(
  url: string,
  pathname: string,
  init: RequestInit & { status?: number },
  schema: Schema<T>,
  check: (answer: T) => string | undefined = () => undefined,
): Promise<T> {
  const expected = init.status ?? 200;
  const method = init.method ?? 'GET';
  const response = await fetch(`${url}${pathname}`, init);
  const body = await response.text();
  const where = `${method} ${pathname}`;
  if (response.status !== expected) {
    throw new BenchCheckError(`${where} answered ${response.status} (expected ${expected}): ${body.slice(0, 300)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new BenchCheckError(`${where} answered a body that is not JSON: ${body.slice(0, 300)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new BenchCheckError(`${where} answered outside its schema: ${parsed.error.message.slice(0, 500)}`);
  const problem = check(parsed.data);
  if (problem) throw new BenchCheckError(`${where}: ${problem}`);
  return parsed.data;
}

/**
 * Runs a benchmark's main when the file is run directly. A failed check prints one clear line and
 * exits non-zero, so `npm run bench` reports the benchmark as failed instead of printing its figures.
 */
export async function runBenchmark(moduleUrl: string, main: () => Promise<void>): Promise<void> {
  if (moduleUrl !== `file://${process.argv[1]}`) return;
  try {
    await main();
  } catch (error) {
    if (!(error instanceof BenchCheckError)) throw error;
    console.error(`\nBENCHMARK CHECK FAILED (${path.basename(process.argv[1] ?? '')}): ${error.message}`);
    process.exit(1);
  }
}
