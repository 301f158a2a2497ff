import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@reeprise/contract';
import { safeEqual } from '../modules/auth/csrf-token.js';
import { HttpError } from './http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set to false on a route that authenticates by its own token instead of the session (the wish upload). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every unsafe request must come from an allowed origin and carry X-CSRFTOKEN equal to the csrftoken
 * cookie, and that token must be the one bound to the caller's session (or a signed anonymous one
 * when logged out, for the login call). Runs after the session hook and before the body is read.
 */
export const csrfPlugin = fp(async function csrfPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.csrf === false) return;
    checkOrigin(app, request);
    const header = request.headers[CSRF_HEADER];
    const cookie = request.cookies[CSRF_COOKIE];
    if (typeof header !== 'string' || !header || !cookie) {
      throw new HttpError(403, 'CSRF Failed: CSRF token missing.');
    }
    if (!safeEqual(header, cookie)) throw new HttpError(403, 'CSRF Failed: CSRF token incorrect.');
    const csrf = app.ctx.services.csrf;
    const valid = request.user
      ? csrf.isValidForSession(header, request.user.sessionIdHash)
      : csrf.isValidAnonymous(header);
    if (!valid) throw new HttpError(403, 'CSRF Failed: CSRF token incorrect.');
  });
});

export function checkOrigin(app: FastifyInstance, request: FastifyRequest): void {
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (origin === undefined) {
    // Browsers send Origin on every unsafe request; without one only a cross-site fetch marker can tell.
    if (fetchSite === 'cross-site') throw new HttpError(403, 'CSRF Failed: Origin checking failed.');
    return;
  }
  if (!isAllowedOrigin(app, request, origin)) {
    throw new HttpError(403, 'CSRF Failed: Origin checking failed.');
  }
}

export function isAllowedOrigin(app: FastifyInstance, request: FastifyRequest, origin: string): boolean {
  if (origin === `${request.protocol}://${request.host}`) return true;
  return app.ctx.config.allowedOrigins.includes(origin);
}
