// `npm run bench [-- NAME]`: runs every benchmark in bench/ (or the one named) and prints its figures.
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, TSX, run } from './lib.mjs';

const wanted = process.argv[2];
const all = readdirSync(path.join(ROOT, 'bench'))
  .filter((file) => file.endsWith('.ts') && file !== 'lib.ts')
  .map((file) => file.replace(/\.ts$/, ''));
const names = wanted ? all.filter((name) => name === wanted) : all;
if (names.length === 0) {
  console.error(`No benchmark named '${wanted}'. Available: ${all.join(', ')}`);
  process.exit(2);
}
// every benchmark appends its tables here (bench/lib.ts printTable); one summary table follows them all
const results = path.join(os.tmpdir(), `reeprise-bench-${process.pid}.jsonl`);
let failed = 0;
// the browser benchmarks drive Debian's chromium, as the browser tests do
if (names.some((name) => ['lighthouse', 'first-load', 'reader'].includes(name)) && !(await ensureChromium())) process.exit(1);
for (const name of names) {
  console.log(`\n### bench/${name}`);
  const env = { ...process.env, BENCH_RESULTS: results };
  if ((await run(TSX, [path.join(ROOT, 'bench', `${name}.ts`)], { env })) !== 0) failed += 1;
}
printSummary();
process.exit(failed === 0 ? 0 : 1);

/** One row per line of every benchmark's tables: what was measured and all its figures. */
function printSummary() {
  if (!existsSync(results)) return;
  const tables = readFileSync(results, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  rmSync(results, { force: true });
  const rows = tables.flatMap(({ bench, title, rows: measured }) =>
    measured.map((row) => ({
      benchmark: bench,
      what: title.split(':')[0],
      figures: Object.entries(row)
        .map(([key, value]) => `${key} ${value}`)
        .join(', '),
    })),
  );
  const cpu = os.cpus();
  console.log(
    `\n### All figures (${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)})`,
  );
  console.table(rows);
  if (failed > 0) console.log(`${failed} benchmark(s) failed; their figures are missing above.`);
}
