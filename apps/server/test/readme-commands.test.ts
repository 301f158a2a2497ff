import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDictd } from '../src/modules/dictionaries/dictd.fixtures.js';
import { HttpSession } from './processes.js';

// The README's commands, typed as a user types them: from the repository root, through npm.
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = `data/readme-test-${process.pid}`;
const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: DATA, LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
// npm passes its own INIT_CWD down; the commands below must each see the directory they were typed in.
delete env.INIT_CWD;
// a user's shell has no NODE_ENV; vitest's 'test' would reach the builds npm start runs
delete env.NODE_ENV;
delete env.DATABASE_URL;
delete env.REDIS_URL;

function npm(...args: string[]) {
  const result = spawnSync('npm', args, { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The pids of a process's children, read from /proc (Linux). */
function childrenOf(pid: number): Array<{ pid: number; command: string }> {
  const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return tasks
    ? tasks.split(' ').map((child) => ({
        pid: Number(child),
        command: readFileSync(`/proc/${child}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(),
      }))
    : [];
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 180_000) {
  for (const deadline = Date.now() + ms; !(await check()); ) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const answers = (url: string) => fetch(url).then((r) => r.ok, () => false);

describe.skipIf(process.env.TEST_DB === 'postgres')('the README commands', () => {
  let start: ChildProcess;
  let output = '';
  let baseUrl = '';

  beforeAll(async () => {
    rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    start = spawn('npm', ['start'], { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    start.stdout!.on('data', (data: Buffer) => (output += data.toString()));
    start.stderr!.on('data', (data: Buffer) => (output += data.toString()));
    await waitFor(async () => start.exitCode !== null || (await answers(`${baseUrl}/api/health`)), 'npm start');
    if (start.exitCode !== null) throw new Error(`npm start exited: ${output}`);
    await waitFor(() => output.includes('password:'), 'the first-start banner', 10_000);
  }, 300_000);

  afterAll(() => {
    // the server's own output, for a failure to be read after the fact
    if (process.env.README_TEST_LOG) writeFileSync(process.env.README_TEST_LOG, output);
    if (start.exitCode === null) start.kill('SIGKILL');
    rmSync(path.join(ROOT, DATA), { recursive: true, force: true });
  });

  it('leaves only the server under npm: one plain node process that runs the built bundle, no wrapper', () => {
    const children = childrenOf(start.pid!);
    expect(children).toHaveLength(1);
    expect(children[0].command).toMatch(/^\S*node --max-semi-space-size=4 scripts\/start\.mjs$/);
    expect(childrenOf(children[0].pid)).toEqual([]);
  });

  it('creates users that can log in to the running server, in the database it uses', async () => {
    expect(existsSync(path.join(ROOT, DATA, 'reeprise.sqlite'))).toBe(true);
    const created = npm('run', 'users', '--', 'create', 'learner2', '--password', 'a-long-readme-password-7');
    expect(created.code, created.output).toBe(0);
    await new HttpSession().login(baseUrl, 'learner2', 'a-long-readme-password-7');
    expect(npm('run', 'users', '--', 'list').output).toContain('learner2');
    expect(existsSync(path.join(ROOT, 'apps/server', DATA))).toBe(false);
  });

  it('follows the set-password hint the first start prints', async () => {
    const hint = /npm run users -- set-password admin --password NEW/.exec(output);
    expect(hint, output).not.toBeNull();
    const changed = npm('run', 'users', '--', 'set-password', 'admin', '--password', 'another-readme-password-8');
    expect(changed.code, changed.output).toBe(0);
    await new HttpSession().login(baseUrl, 'admin', 'another-readme-password-8');
  });

  it('backs up the database the server uses, to a file named from the root', () => {
    const file = `${DATA}/backup.sqlite`;
    const backup = npm('run', 'backup', '--', file);
    expect(backup.code, backup.output).toBe(0);
    const copy = new SQLite(path.join(ROOT, file), { readonly: true });
    const names = copy.prepare('select username from users').pluck().all();
    copy.close();
    expect(names).toEqual(expect.arrayContaining(['admin', 'learner2']));
  });

  it('seeds benchmark data into DATA_DIR as typed from the root', () => {
    const seedDir = `${DATA}-seed`;
    const seeded = spawnSync('npm', ['run', 'seed:bench', '--', '--users', '2', '--texts', '4', '--vocabulary', '4'], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: seedDir },
      encoding: 'utf8',
      timeout: 120_000,
    });
    try {
      expect(seeded.status, `${seeded.stdout}${seeded.stderr}`).toBe(0);
      expect(existsSync(path.join(ROOT, seedDir, 'reeprise.sqlite'))).toBe(true);
    } finally {
      rmSync(path.join(ROOT, seedDir), { recursive: true, force: true });
    }
  });

  it('imports a dictd dictionary named from the root that the running server then looks up', async () => {
    writeDictd(path.join(ROOT, DATA), 'spa-eng', [['casa', 'house']], { compress: true });
    const imported = npm('run', 'dictionaries', '--', 'import', `${DATA}/spa-eng.index`);
    expect(imported.code, imported.output).toBe(0);
    expect(npm('run', 'dictionaries', '--', 'list').output).toContain('spa-eng  SPANISH → ENGLISH  1 entries');
    const session = new HttpSession();
    await session.login(baseUrl, 'learner2', 'a-long-readme-password-7');
    // an inflected form: the built server's stems worker runs under npm start's node flags
    const found = await session.request(`${baseUrl}/api/reeprise/dictionary/lookup/?language=SPANISH&word=Casas`);
    expect(await found.json()).toMatchObject({
      entries: [{ headword: 'casa', definition: 'casa /pron/\nhouse', matched_form: 'casa' }],
    });
    expect(npm('run', 'dictionaries', '--', 'remove', 'spa-eng').code).toBe(0);
  });

  it('reads an imported text in the built server’s worker pool, under npm start’s node flags', async () => {
    const session = new HttpSession();
    await session.login(baseUrl, 'learner2', 'a-long-readme-password-7');
    // the untrusted-input pool's worker must start with the V8 flags npm start gives node (issue 33)
    const detected = await session.request(`${baseUrl}/api/reeprise/imported_texts/detect/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'El perro corre por el parque. La casa es grande y bonita.' }),
    });
    expect(detected.status, await detected.clone().text()).toBe(200);
    expect(await detected.json()).toMatchObject({ language: 'SPANISH', word_count: 12 });
  });

  it('stops the server when npm start is stopped by its pid', async () => {
    const [server] = childrenOf(start.pid!);
    start.kill('SIGTERM');
    await waitFor(() => start.exitCode !== null || start.signalCode !== null, 'npm to exit', 30_000);
    await waitFor(() => !isRunning(server.pid), 'the server to exit', 30_000);
    expect(await answers(`${baseUrl}/api/health`)).toBe(false);
  }, 60_000);
});
