// Builds the server into dist/server.js (plus a chunk for what is loaded on demand), run by plain `node` in production: no
// TypeScript compiler at start, and one file to read instead of hundreds (docs/decisions/011).
// Packages stay outside the bundle (native addons, lazy requires); the workspace contract is bundled in.
// Every worker thread's code (src/**/NAME.worker.ts) becomes an entry of its own, dist/workers/NAME.worker.js:
// the module that starts the worker finds it there (src/platform/untrusted/worker-file.ts, decision 034).
// `node scripts/build.mjs --outdir DIR` builds elsewhere (the bundle test builds into a temporary folder).
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The bundle's entries, by output name: the server and each worker thread's code. */
export function entryPoints() {
  const workers = readdirSync(path.join(serverRoot, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.worker.ts'))
    .map((file) => ({ out: `workers/${path.basename(file, '.ts')}`, in: path.join(serverRoot, 'src', file) }));
  return [{ out: 'server', in: path.join(serverRoot, 'src/server.ts') }, ...workers];
}

/** Builds the bundle into `outdir` (emptied first). */
export async function buildServer(outdir) {
  const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@reeprise/'));
  // chunk names carry a hash: start empty so no stale chunk stays beside the new ones
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entryPoints(),
    outdir,
    // code only some deployments run (Redis, BullMQ) is imported dynamically and becomes its own chunk,
    // so its packages are not loaded at start
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // zod is the contract's own dependency; the server resolves the same hoisted copy.
    external: [...external, 'zod'],
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  await buildServer(path.resolve(values.outdir ?? path.join(serverRoot, 'dist')));
}
