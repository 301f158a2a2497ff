import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BarkAccountSchema,
  BarkSchema,
  CreateBarkSchema,
  PERMISSIONS,
  extrasPaths,
} from '@reeprise/contract';
import { requirePermission, requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentBark, presentBarkAccount } from './barks.presenter.js';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['barks'];

export async function barksRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { barks } = app.ctx.extras;

  r.get(
    extrasPaths.barks.accounts.pattern,
    {
      schema: {
        tags,
        summary:
          'The bark accounts the user belongs to; needs barks.view_bark or staff with experimental features',
        response: { 200: z.array(BarkAccountSchema), ...errors },
      },
    },
    async (request) => (await barks.accounts(requireUser(request))).map(presentBarkAccount),
  );

  r.get(
    extrasPaths.barks.collection.pattern,
    {
      schema: {
        tags,
        summary: 'The barks (map pins) of the user’s accounts, newest first; needs barks.view_bark',
        response: { 200: z.array(BarkSchema), ...errors },
      },
    },
    async (request) => (await barks.list(requirePermission(request, PERMISSIONS.viewBark))).map(presentBark),
  );

  r.post(
    extrasPaths.barks.collection.pattern,
    {
      schema: {
        tags,
        summary: 'Add a bark to an account the user belongs to; needs barks.add_bark',
        body: CreateBarkSchema,
        response: { 201: BarkSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requirePermission(request, PERMISSIONS.addBark);
      return reply.code(201).send(presentBark(await barks.create(user, request.body)));
    },
  );
}
