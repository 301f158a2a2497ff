import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EarlyAccessRequestSchema, EarlyAccessResponseSchema, paths } from '@reeprise/contract';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentSignUp } from './early-access.presenter.js';

const errors = errorResponses(400, 403, 429);

export async function earlyAccessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { earlyAccess } = app.ctx.extras;

  r.post(
    paths.earlyAccess.pattern,
    {
      schema: {
        tags: ['early access'],
        security: [{ csrf: [] }],
        summary:
          'Leave an e-mail address for early access (no login; CSRF token from whoami); rate limited per client',
        body: EarlyAccessRequestSchema,
        response: { 201: EarlyAccessResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await earlyAccess.signUp(request.body.email, request.ip);
      return reply.code(201).send(presentSignUp());
    },
  );
}
