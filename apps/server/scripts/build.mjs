// Builds the server into dist/server.js (plus a chunk for what is loaded on demand), run by plain `node` in production: no
// TypeScript compiler at start, and one file to read instead of hundreds (docs/decisions/011).
// Packages stay outside the bundle (native addons, lazy requires); the workspace contract is bundled in.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@reeprise/'));

// chunk names carry a hash: start empty so no stale chunk stays beside the new ones
rmSync(path.join(serverRoot, 'dist'), { recursive: true, force: true });

// worker threads' entry points (`*.worker.ts`) become dist/workers/NAME.worker.js, where the code that
// starts them looks for them once built (platform/morphology/morphology.ts)
const workers = readdirSync(path.join(serverRoot, 'src'), { recursive: true })
  .filter((file) => file.endsWith('.worker.ts'))
  .map((file) => [`workers/${path.basename(file, '.ts')}`, path.join(serverRoot, 'src', file)]);

await build({
  entryPoints: { server: path.join(serverRoot, 'src/server.ts'), ...Object.fromEntries(workers) },
  outdir: path.join(serverRoot, 'dist'),
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
