import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  LoginRequestSchema,
  SIGNED_IN_COOKIE,
  WhoamiSchema,
  paths,
} from '@reeprise/contract';
import {
  clearSessionCookie,
  clearSignedInHint,
  currentCsrfToken,
  setCsrfCookie,
  setSessionCookie,
} from '../../plugins/session.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentWhoami } from './auth.presenter.js';

const errors = errorResponses(400, 403, 429);

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { auth, csrf, profiles } = app.ctx.services;
  // the signed-in user's picture or null (issue 35): pages ask for it only when there is one
  const pictureOf = (user: { id: number } | null) =>
    user ? profiles.pictureUrl(user.id) : Promise.resolve(undefined);

  r.get(
    paths.auth.whoami.pattern,
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Login status; always sets the csrftoken cookie, and drops the signedin hint of a browser without a session',
        response: { 200: WhoamiSchema },
        security: [],
      },
    },
    async (request, reply) => {
      setCsrfCookie(app, reply, currentCsrfToken(app, request));
      // the session expired or was ended elsewhere: the next visit starts as a visitor's
      if (!request.user && request.cookies[SIGNED_IN_COOKIE] !== undefined) clearSignedInHint(app, reply);
      reply.header('cache-control', 'no-store');
      return presentWhoami(request.user, await pictureOf(request.user));
    },
  );

  r.post(
    paths.auth.login.pattern,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Log in with username and password; starts a new session',
        security: [{ csrf: [] }],
        body: LoginRequestSchema,
        response: { 200: WhoamiSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = await auth.login(request.body, request.ip, request.user);
      setSessionCookie(app, reply, session.token);
      setCsrfCookie(app, reply, csrf.forSession(session.idHash));
      return presentWhoami(user, await pictureOf(user));
    },
  );

  r.post(
    paths.auth.logout.pattern,
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the current session',
        response: { 200: z.object({ detail: z.string() }), 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.user);
      clearSessionCookie(app, reply);
      setCsrfCookie(app, reply, csrf.anonymous());
      return { detail: 'Successfully logged out.' };
    },
  );
}
