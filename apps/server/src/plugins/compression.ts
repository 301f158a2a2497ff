import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { KeptJson } from '../platform/answer-cache.js';
import { isApiPath } from './session.js';

// gzip first when the browser takes both: on a 12 KB text page brotli (quality 4) saved 4 % more
// bytes for twice the CPU (about 1 ms against 0.45 ms here, docs/performance.md)
const ENCODINGS = ['gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** @fastify/compress's own: quality 11 costs far more than it saves on an answer. */
const BROTLI_QUALITY = 4;

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
    encodings: [...ENCODINGS],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // the request body is never compressed by our clients; do not accept it compressed either
    globalDecompression: false,
  });
});

/**
 * Sends a kept answer as the compression plugin would send it, compressing it for an encoding only
 * the first time: an answer sent again and again is not compressed again and again. A body it has
 * compressed already is left alone by the plugin (it carries Content-Encoding).
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, answer: KeptJson): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const encoding = encodingFor(request, answer.bytes);
  if (encoding === undefined) return reply.send(answer.text);
  let bytes = answer.compressed.get(encoding);
  if (bytes === undefined) {
    bytes =
      encoding === 'gzip'
        ? gzipSync(answer.text)
        : brotliCompressSync(answer.text, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
    answer.compressed.set(encoding, bytes);
  }
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/iu.test(vary))
    reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  return reply.header('content-encoding', encoding).header('content-length', bytes.length).send(bytes);
}

/** What @fastify/compress chooses for this request and an answer of `size` bytes: gzip, br or nothing. */
function encodingFor(request: FastifyRequest, size: number): Encoding | undefined {
  if (size < COMPRESSION_THRESHOLD_BYTES || request.headers['x-no-compression'] !== undefined)
    return undefined;
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  // as the plugin does: "*" and x-gzip stand for gzip
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
  return ENCODINGS.find((encoding) => encoding === chosen);
}
