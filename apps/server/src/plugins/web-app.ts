import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './session.js';

// This module runs as src/plugins/web-app.ts (tsx) or bundled into dist/server.js: both inside apps/server.
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.basename(here) === 'dist' ? path.dirname(here) : path.resolve(here, '../..');
export const WEB_DIST = path.resolve(serverRoot, '../web/dist');

/**
 * Serves the built SPA: hashed assets are immutable, index.html is revalidated, and every other GET
 * that is not an API path gets index.html so the client router can show the page.
 */
export const webApp = fp(async function webApp(app: FastifyInstance, opts: { root?: string }) {
  const root = opts.root ?? WEB_DIST;
  const hasBuild = existsSync(path.join(root, 'index.html'));
  if (!hasBuild) app.log.warn(`No web build at ${root}; serving the API only.`);
  app.setNotFoundHandler((request, reply) => {
    if (!hasBuild || request.method !== 'GET' || isApiPath(request.url) || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
  if (!hasBuild) return;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // scripts/compress-dist.mjs wrote .br and .gz next to each asset at build time
    preCompressed: true,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
});
