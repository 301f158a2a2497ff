// Small helpers shared by the root scripts (plain Node, so they run before anything is built).
import { stripVTControlCharacters } from 'node:util';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
export const SERVER_BUNDLE = path.join(ROOT, 'apps/server/dist/server.js');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Like run, but also keeps the output lines that match `keep` (stripped of colour codes), so a long run can
 * repeat what failed at its very end, where a CI log's tail shows it.
 */
export function runKeeping(command, args, keep, options = {}) {
  return new Promise((resolve) => {
    const kept = [];
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], cwd: ROOT, ...options });
    const forward = (source, target) => {
      let partial = '';
      source.on('data', (chunk) => {
        target.write(chunk);
        const lines = (partial + chunk.toString('utf8')).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          const plain = stripVTControlCharacters(line);
          if (keep.test(plain)) kept.push(plain);
        }
      });
    };
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), kept }));
    child.on('error', () => resolve({ code: 127, kept }));
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when the web build is missing or older than any of its sources. */
export function webBuildIsStale() {
  if (!existsSync(WEB_DIST_INDEX)) return true;
  const built = statSync(WEB_DIST_INDEX).mtimeMs;
  const sources = ['apps/web/src', 'apps/web/build', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contract/src'];
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/** Builds the web app when stale; a lock directory keeps two concurrent runs from building at once. */
export async function ensureWebBuild() {
  const lock = path.join(ROOT, 'apps/web/.build-lock');
  for (let waited = 0; ; waited += 250) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (waited > 300_000) rmSync(lock, { recursive: true, force: true }); // a crashed build left it
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    if (!webBuildIsStale()) return 0;
    console.log('Building the web app…');
    // a production build whatever the caller's NODE_ENV (a test runner sets 'test', which would give
    // React's development build: 60 % more JavaScript and different behaviour)
    return await run('npm', ['run', 'build', '-w', '@reeprise/web'], { env: { ...process.env, NODE_ENV: 'production' } });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** True when the server bundle is missing or older than any of its sources (its own or the contract's). */
export function serverBuildIsStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const sources = ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', 'packages/contract/src'];
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

/** Builds the server into apps/server/dist when stale (about a second: esbuild, no type check). */
export async function ensureServerBuild() {
  if (!serverBuildIsStale()) return 0;
  console.log('Building the server…');
  return run(process.execPath, [path.join(ROOT, 'apps/server/scripts/build.mjs')]);
}
