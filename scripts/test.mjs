// `npm test`: everything, in order, stopping at nothing so one run shows every failure;
// exits non-zero if any step failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, run } from './lib.mjs';

if (!existsSync(path.join(ROOT, 'node_modules/.bin/tsx'))) {
  const code = await run('npm', [existsSync(path.join(ROOT, 'package-lock.json')) ? 'ci' : 'install']);
  if (code !== 0) process.exit(code);
}

const steps = [
  ['typecheck', () => run('npm', ['run', 'typecheck'])],
  ['lint', () => run('npm', ['run', 'lint'])],
  ['unit and integration tests', () => run('npm', ['run', 'test:unit'])],
  ['browser tests', async () => ((await ensureChromium()) ? run('npm', ['run', 'test:e2e']) : 1)],
];

const results = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  results.push([name, await step()]);
}
console.log('\n=== summary ===');
for (const [name, code] of results) console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name}`);
const failed = results.filter(([, code]) => code !== 0).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
