import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Where the build writes each worker thread's entry: every `src/**\/NAME.worker.ts` becomes
 * `dist/workers/NAME.worker.js` (scripts/build.mjs), beside the chunks of `dist/chunks/`.
 */
export const BUNDLE_FOLDERS = { workers: 'workers', chunks: 'chunks' } as const;

/**
 * The file a worker thread runs, seen from the module that starts it (`moduleUrl`) and named by its
 * source (`name.worker.ts`, beside that module): run from the sources (vitest, `npm run dev`, e2e) the
 * TypeScript itself, loaded through tsx (`typescript`); run from the bundle (`npm start`) its bundle under
 * dist/workers, whether the starting code landed in dist/server.js or in a chunk under dist/chunks.
 */
export function workerFile(moduleUrl: string, source: `${string}.worker.ts`): { url: string; typescript: boolean } {
  const here = fileURLToPath(moduleUrl);
  if (here.endsWith('.ts')) return { url: pathToFileURL(path.join(path.dirname(here), source)).href, typescript: true };
  const folder = path.dirname(here);
  const root = path.basename(folder) === BUNDLE_FOLDERS.chunks ? path.dirname(folder) : folder;
  const bundle = `${source.slice(0, -'.ts'.length)}.js`;
  return { url: pathToFileURL(path.join(root, BUNDLE_FOLDERS.workers, bundle)).href, typescript: false };
}
