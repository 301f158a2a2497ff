import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddVocabularySchema,
  KnownFormsQuerySchema,
  KnownFormsSchema,
  TextIdParamsSchema,
  TopPriorityQuerySchema,
  UpdateVocabularySchema,
  VocabularyPageSchema,
  VocabularyQuerySchema,
  VocabularySchema,
  VocabularyStatsSchema,
} from '@reeprise/contract';
import { decodeIdCursor, pageAnswer } from '../../platform/cursor.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentVocabulary } from './vocabulary.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const BASE = '/api/reeprise/vocabulary/';
const tags = ['vocabulary'];
const IdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

export async function vocabularyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { vocabulary } = app.ctx.services;

  r.post(
    '/api/reeprise/generated_texts/:id/add_vocabulary/',
    {
      schema: {
        tags,
        summary: 'Add the word at the given offsets of a text or chapter to the vocabulary',
        params: TextIdParamsSchema,
        body: AddVocabularySchema,
        response: { 200: VocabularySchema, 201: VocabularySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { entry, created } = await vocabulary.add(requireUser(request), request.params.id, request.body);
      return reply.code(created ? 201 : 200).send(presentVocabulary(entry));
    },
  );

  r.get(
    BASE,
    {
      schema: {
        tags,
        summary:
          'The learner’s vocabulary, newest first; filters: repeated language, generated_text_id, generated_text_created_at_last_days',
        querystring: VocabularyQuerySchema,
        response: { 200: VocabularyPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await vocabulary.list(
        requireUser(request),
        request.query,
        decodeIdCursor(request.query.cursor),
      );
      return pageAnswer(request, page, presentVocabulary);
    },
  );

  r.get(
    `${BASE}stats/`,
    { schema: { tags, response: { 200: VocabularyStatsSchema, ...errors } } },
    async (request) => vocabulary.stats(requireUser(request)),
  );

  r.get(
    `${BASE}known_forms/`,
    {
      schema: {
        tags,
        summary: 'Every known form of the learner’s words in a language, for highlighting',
        querystring: KnownFormsQuerySchema,
        response: { 200: KnownFormsSchema, ...errors },
      },
    },
    async (request) => ({ forms: await vocabulary.knownForms(requireUser(request), request.query.language) }),
  );

  r.get(
    `${BASE}top_fifteen_priority/`,
    {
      schema: {
        tags,
        summary: 'Words to train now',
        querystring: TopPriorityQuerySchema,
        response: { 200: z.array(VocabularySchema), ...errors },
      },
    },
    async (request) =>
      (await vocabulary.topPriority(requireUser(request), request.query)).map(presentVocabulary),
  );

  r.patch(
    `${BASE}:id/`,
    {
      schema: {
        tags,
        summary: 'Edit mnemonic or translation (owner only)',
        params: IdParams,
        body: UpdateVocabularySchema,
        response: { 200: VocabularySchema, ...errors },
      },
    },
    async (request) =>
      presentVocabulary(await vocabulary.update(requireUser(request), request.params.id, request.body)),
  );

  for (const [path, result] of [
    ['mark_vocabulary_as_learned', 'learned'],
    ['mark_vocabulary_as_forgotten', 'forgotten'],
  ] as const) {
    r.post(
      `${BASE}:id/${path}/`,
      {
        schema: {
          tags,
          summary: result === 'learned' ? 'I know it: streak + 1' : 'I don’t know it: streak 0',
          params: IdParams,
          response: { 200: VocabularySchema, ...errors },
        },
      },
      async (request) =>
        presentVocabulary(await vocabulary.review(requireUser(request), request.params.id, result)),
    );
  }

  r.post(
    `${BASE}:id/retry/`,
    {
      schema: {
        tags,
        summary: 'Translate a FAILED entry again',
        params: IdParams,
        response: { 200: VocabularySchema, ...errors },
      },
    },
    async (request) => presentVocabulary(await vocabulary.retry(requireUser(request), request.params.id)),
  );
}
