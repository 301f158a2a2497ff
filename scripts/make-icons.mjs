// The home-screen icons of the installable app (docs/decisions/018), drawn from the favicon:
// 192 and 512 px "any" icons, a 512 px maskable one (the letter inside the central safe zone on a
// full-bleed background, since launchers cut their own shape) and Apple's 180 px touch icon.
// Run again after changing apps/web/public/favicon.svg: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from './lib.mjs';

const publicDir = path.join(ROOT, 'apps/web/public');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
// the favicon's letter path and colour, reused on a square background for the maskable icon
const letter = favicon.match(/<path d="([^"]+)"/)?.[1];
const colour = favicon.match(/fill="(#[0-9a-f]{6})"/i)?.[1];
if (!letter || !colour) throw new Error('favicon.svg changed shape: update scripts/make-icons.mjs');
// the letter spans about 28 of 64 units; scaled by 0.75 around the centre it stays well inside the
// maskable safe zone (a circle of 80 % of the width)
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${colour}"/><g transform="translate(32 32) scale(0.75) translate(-32 -32)"><path d="${letter}" fill="#fff"/></g></svg>`;

const icons = [
  { file: 'pwa-192x192.png', svg: favicon, size: 192 },
  { file: 'pwa-512x512.png', svg: favicon, size: 512 },
  { file: 'maskable-icon-512x512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon-180x180.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`wrote apps/web/public/${file}`);
}
