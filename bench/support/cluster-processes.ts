// The processes of the cluster bench: the built server as `npm start` runs it (ROLE=web or worker) and
// the fake model, each a child of the bench, stopped by the bench alone.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { ROOT } from '../lib.js';
import type { FakeModelOptions } from './fake-model.js';

export interface ChildHandle {
  name: string;
  pid: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServerProcess extends ChildHandle {
  role: 'web' | 'worker';
  /** The web process's address; a worker has none. */
  url?: string;
  /** The garbage collector's pauses (V8's --trace-gc), when the bench read them: each stops the event loop. */
  gcPauses: GcPause[];
}

export interface GcPause {
  /** performance.now() of the bench when the line arrived (a few ms after the pause). */
  at: number;
  kind: string;
  ms: number;
}

// `[pid:0x…]  1234 ms: Scavenge 10.1 (12.0) -> 9.5 (13.0) MB, 1.23 / 0.00 ms  (average mu = …`
const GC_LINE = /ms: ([A-Za-z -]+?)(?: \([a-z ]+\))? [\d.]+ \([\d.]+\) -> [\d.]+ \([\d.]+\) MB, ([\d.]+) \/ [\d.]+ ms/;

/** The GC pause a --trace-gc line reports, if it is one. */
export function gcPauseOf(line: string, at: number): GcPause | undefined {
  const match = GC_LINE.exec(line);
  return match ? { at, kind: match[1], ms: Number(match[2]) } : undefined;
}

function handle(name: string, child: ChildProcess): ChildHandle {
  return {
    name,
    pid: child.pid!,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves with the first line of `lines` that `matches` accepts; rejects when the child exits first or after `ms`. */
function awaitLine(child: ChildProcess, lines: Interface, matches: (line: string) => boolean, ms: number, what: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start within ${ms / 1000} s`)), ms);
    const onExit = (code: number | null) => reject(new Error(`${what} exited with ${code} before it was ready`));
    const onLine = (line: string) => {
      if (!matches(line)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.off('line', onLine);
      resolve(line);
    };
    child.once('exit', onExit);
    lines.on('line', onLine);
  });
}

/**
 * Starts `bundle` (apps/server/dist/server.js) with node and the young-generation flag, exactly as
 * `npm start` ends up running it, with `env` on top of this process's environment.
 */
export async function startBuiltServer(bundle: string, name: string, role: 'web' | 'worker', env: Record<string, string>, port = 0): Promise<ServerProcess> {
  // --trace-gc only prints: the process runs as `npm start` runs it, and the bench sees its pauses
  const child = spawn(process.execPath, ['--max-semi-space-size=4', '--trace-gc', bundle], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, ROLE: role, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const gcPauses: GcPause[] = [];
  lines.on('line', (line) => {
    const pause = gcPauseOf(line, performance.now());
    if (pause) gcPauses.push(pause);
  });
  // the banner says the process is ready: a worker has no HTTP port to ask
  await awaitLine(child, lines, (line) => line.includes('Reeprise') && line.includes('running'), 60_000, name);
  const url = role === 'web' ? `http://127.0.0.1:${port}` : undefined;
  if (url && !(await fetch(`${url}/api/health`)).ok) throw new Error(`${name} does not answer its health check`);
  return { ...handle(name, child), role, url, gcPauses };
}

/** The fake OpenAI-compatible model (fake-model.ts) in a process of its own; answers its /v1 address. */
export async function startFakeModelProcess(options: FakeModelOptions): Promise<ChildHandle & { url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/support/fake-model-process.ts')], {
    cwd: ROOT,
    env: { ...process.env, FAKE_MODEL_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const line = await awaitLine(child, lines, (text) => text.startsWith('{"url"'), 30_000, 'the fake model');
  return { ...handle('fake model', child), url: (JSON.parse(line) as { url: string }).url };
}
