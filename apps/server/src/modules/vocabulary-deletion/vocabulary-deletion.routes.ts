import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, VocabularySchema, paths } from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentVocabulary } from '../vocabulary/vocabulary.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['vocabulary'];

/** DELETE an entry and POST …/restore/ it again (the snackbar's "Undo"), owner only. */
export async function vocabularyDeletionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deletion = app.ctx.services.vocabularyDeletion;

  r.delete(
    paths.vocabulary.detail.pattern,
    {
      schema: {
        tags,
        summary:
          'Delete an entry with its usages and learning state (owner only); restorable for ten minutes',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletion.delete(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    paths.vocabulary.restore.pattern,
    {
      schema: {
        tags,
        summary: 'Undo the deletion of an entry within ten minutes: back with its usages and learning state',
        params: IdParamsSchema,
        response: { 200: VocabularySchema, ...errors },
      },
    },
    async (request) => presentVocabulary(await deletion.restore(requireUser(request), request.params.id)),
  );
}
