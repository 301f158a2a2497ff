// Small helpers shared by the root scripts (plain Node, so they run before anything is built).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
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
  const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/contract/src'];
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
    return await run('npm', ['run', 'build', '-w', '@reeprise/web']);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
