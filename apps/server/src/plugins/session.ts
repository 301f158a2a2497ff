import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, SESSION_COOKIE, SIGNED_IN_COOKIE } from '@reeprise/contract';
import type { AuthUser } from '../modules/auth/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, or null; resolved once per request from the session cookie. */
    user: AuthUser | null;
  }
}

/** Behind HTTPS the session cookie gets the __Host- prefix: Secure, path /, no Domain, unforgeable by subdomains. */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export const sessionPlugin = fp(async function sessionPlugin(app: FastifyInstance) {
  const cookieName = sessionCookieName(app.ctx.config.secureCookies);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    // Static files and the SPA shell need no session lookup.
    if (!isApiPath(request.url)) return;
    request.user = await app.ctx.services.sessions.resolve(request.cookies[cookieName]);
  });
});

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/accounts/') || url.startsWith('/ws/') || url.startsWith('/admin/api/');
}

const SESSION_MAX_AGE_S = 30 * 24 * 3600;

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  const secure = app.ctx.config.secureCookies;
  reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_S,
  });
  // the SPA's hint, no secret (limits.ts): it lives as long as the session may
  reply.setCookie(SIGNED_IN_COOKIE, '1', { httpOnly: false, sameSite: 'lax', secure, path: '/', maxAge: SESSION_MAX_AGE_S });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  const secure = app.ctx.config.secureCookies;
  reply.clearCookie(sessionCookieName(secure), { path: '/', secure, httpOnly: true, sameSite: 'lax' });
  clearSignedInHint(app, reply);
}

/** Drops the SPA's signed-in hint: on logout, and when a browser holding it has no session (any longer). */
export function clearSignedInHint(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(SIGNED_IN_COOKIE, { path: '/', secure: app.ctx.config.secureCookies, sameSite: 'lax' });
}

export function setCsrfCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    httpOnly: false, // the SPA reads it and echoes it in X-CSRFTOKEN
    sameSite: 'lax',
    secure: app.ctx.config.secureCookies,
    path: '/',
    maxAge: 365 * 24 * 3600,
  });
}

/** The token this visitor should hold now: bound to their session, or a signed anonymous one. */
export function currentCsrfToken(app: FastifyInstance, request: FastifyRequest): string {
  const csrf = app.ctx.services.csrf;
  if (request.user) return csrf.forSession(request.user.sessionIdHash);
  const existing = request.cookies[CSRF_COOKIE];
  return existing && csrf.isValidAnonymous(existing) ? existing : csrf.anonymous();
}
