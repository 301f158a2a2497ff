// `npm test`: everything, in order, stopping at nothing so one run shows every failure;
// exits non-zero if any step failed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, run, runKeeping } from './lib.mjs';

if (!existsSync(path.join(ROOT, 'node_modules/.bin/tsx'))) {
  const code = await run('npm', [existsSync(path.join(ROOT, 'package-lock.json')) ? 'ci' : 'install']);
  if (code !== 0) process.exit(code);
}

// Lines naming a failed test (vitest's FAIL and ×, Playwright's ✘ and numbered failures) or a type or lint error, repeated after the
// summary so the end of a long log says what failed.
const FAILURE_LINE = /^\s*(FAIL\s|×|✘|\d+\) \[|.*error TS\d|\d+:\d+\s+error\s)/;
const failures = [];
const keeping = async (command, args) => {
  const { code, kept } = await runKeeping(command, args, FAILURE_LINE);
  failures.push(...kept);
  return code;
};

const steps = [
  ['typecheck', () => keeping('npm', ['run', 'typecheck'])],
  ['lint', () => keeping('npm', ['run', 'lint'])],
  ['unit and integration tests', () => keeping('npm', ['run', 'test:unit'])],
  ['browser tests', async () => ((await ensureChromium()) ? keeping('npm', ['run', 'test:e2e']) : 1)],
];

const results = [];
for (const [name, step] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const code = await step();
  results.push([name, code, (performance.now() - started) / 60_000]);
}
// each step's minutes, so a CI that creeps towards its time limit shows which step grew
console.log('\n=== summary ===');
for (const [name, code, minutes] of results) {
  console.log(`${code === 0 ? 'ok  ' : 'FAIL'}  ${name} (${minutes.toFixed(1)} min)`);
}
const failed = results.filter(([, code]) => code !== 0).length;
if (failed > 0 && failures.length > 0) {
  console.log('\n=== what failed (repeated from above) ===');
  for (const line of [...new Set(failures)].slice(0, 80)) console.log(line.slice(0, 400));
}
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
