import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DictionaryLookupQuerySchema, DictionaryLookupSchema, paths } from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 429);

export async function dictionariesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dictionaries } = app.ctx.services;

  r.get(
    paths.dictionary.lookup.pattern,
    {
      schema: {
        tags: ['dictionaries'],
        summary:
          'Offline dictionary entries for a clicked word (and its base forms) into the learner’s mother tongue, at most 10',
        querystring: DictionaryLookupQuerySchema,
        response: { 200: DictionaryLookupSchema, ...errors },
      },
    },
    async (request) => {
      const { language, word } = request.query;
      const found = await dictionaries.lookup(requireUser(request).id, language, word);
      return { language, mother_tongue: found.motherTongue, entries: found.entries };
    },
  );
}
