// `npm run bench [-- NAME]`: runs every benchmark in bench/ (or the one named) and prints its figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';
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
let failed = 0;
for (const name of names) {
  console.log(`\n### bench/${name}`);
  if ((await run(TSX, [path.join(ROOT, 'bench', `${name}.ts`)])) !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
