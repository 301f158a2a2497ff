// After `vite build`: write .br and .gz next to every text asset, so the server sends them
// precompressed (no compression work per request) to browsers that accept them.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ROOT } from './lib.mjs';

const dist = path.join(ROOT, 'apps/web/dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const data = readFileSync(file);
  if (data.length < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.log(`precompressed ${count} files in ${path.relative(ROOT, dist)}`);
