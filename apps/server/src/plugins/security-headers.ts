import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import fp from 'fastify-plugin';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // MUI (emotion) injects its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The headers every answer carries, computed once from the configuration. */
export function securityHeaderValues(config: Pick<Config, 'secureCookies'>): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  if (config.secureCookies) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * The same headers on every answer (JSON, static files, errors): a CSP without inline scripts, no
 * framing, no sniffing, no referrer leaks, HSTS only behind HTTPS. Computed once; helmet rebuilt its
 * middleware on every request, which cost more than the whoami call itself (docs/decisions/005).
 */
export const securityHeaders = fp(async function securityHeaders(app: FastifyInstance) {
  const headers = securityHeaderValues(app.ctx.config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/**
 * Errors the router answers before any route or hook runs (a bad `%` escape, an over-long path parameter):
 * the one error body and the same headers as every other answer (Fastify's option `frameworkErrors`).
 */
export function frameworkErrorAnswer(config: Pick<Config, 'secureCookies'>) {
  const headers = securityHeaderValues(config);
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    void reply
      .code(tooLong ? 414 : 400)
      .headers(headers)
      .send({ detail: tooLong ? 'The address is too long.' : 'The address is not valid.' });
  };
}
