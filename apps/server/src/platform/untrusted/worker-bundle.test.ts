import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { promisify } from 'node:util';
import { Piscina } from 'piscina';
import { afterAll, describe, expect, it } from 'vitest';
import { workerFile } from './worker-file.js';

// `npm start` runs the esbuild bundle (scripts/build.mjs): the worker must be built, and found, there too
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// inside node_modules, so the bundle's external packages resolve as they do from dist/
const cache = path.join(serverRoot, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const outdir = mkdtempSync(path.join(cache, 'bundle-test-'));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the built server', { timeout: 120_000 }, () => {
  it('bundles the worker under workers/, where the pool’s bundled code looks for it, and runs it without tsx', async () => {
    await promisify(execFile)(process.execPath, [path.join(serverRoot, 'scripts/build.mjs'), '--outdir', outdir]);
    const bundled = path.join(outdir, 'workers/untrusted.worker.js');
    expect(existsSync(bundled)).toBe(true);
    // the pool's code is in server.js or in a chunk: from either, it names the bundled worker
    const built = ['server.js', ...readdirSync(path.join(outdir, 'chunks')).filter((file) => file.endsWith('.js')).map((file) => `chunks/${file}`)];
    const holder = built.find((file) => readFileSync(path.join(outdir, file), 'utf8').includes('untrusted.worker.ts'));
    expect(holder).toBeDefined();
    expect(workerFile(pathToFileURL(path.join(outdir, holder!)).href, 'untrusted.worker.ts')).toEqual({
      url: pathToFileURL(bundled).href,
      typescript: false,
    });
    expect(workerFile(pathToFileURL(path.join(outdir, 'chunks/any.js')).href, 'untrusted.worker.ts').url).toBe(pathToFileURL(bundled).href);

    const pool = new Piscina({ filename: pathToFileURL(bundled).href, execArgv: [] });
    try {
      const { port2: started } = new MessageChannel();
      const answer: unknown = await pool.run(
        { name: 'detectText', input: { source: 'paste', text: 'Hola, mundo. El perro corre por el parque.' }, started },
        { transferList: [started] },
      );
      expect(answer).toEqual({ value: { title: 'Hola, mundo. El perro corre por el parque.', language: 'SPANISH', words: 8, chapterCount: 1 } });
    } finally {
      await pool.destroy();
    }
  });
});
