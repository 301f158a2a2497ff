import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath } from './session.js';

/** Below this many bytes a compressed answer saves less than the work and the headers cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers (JSON, CSV exports) of 1 KB and more with gzip or brotli, as the request's
 * Accept-Encoding allows. Only API routes: the web build is precompressed at build time
 * (scripts/compress-dist.mjs) and served as is, the websocket speaks its own protocol, and stored
 * pictures and audio are compressed already (@fastify/compress skips types mime-db calls incompressible).
 * Register before the routes: the choice is made per route as each is added.
 */
export const compression = fp(async function compression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.compress !== undefined) return;
    if (route.websocket === true || !isApiPath(route.url)) route.compress = false;
  });
  await app.register(compress, {
    // gzip first when the browser takes both: on a 12 KB text page brotli (quality 4) saved 4 % more
    // bytes for twice the CPU (about 1 ms against 0.45 ms here, docs/performance.md)
    encodings: ['gzip', 'br'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // the request body is never compressed by our clients; do not accept it compressed either
    globalDecompression: false,
  });
});
