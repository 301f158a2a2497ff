import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AddVocabularySchema,
  IdParamsSchema,
  KnownFormsQuerySchema,
  KnownFormsSchema,
  TextIdParamsSchema,
  UpdateVocabularySchema,
  VocabularyPageSchema,
  VocabularyQuerySchema,
  VocabularySchema,
  paths,
} from '@reeprise/contract';
import { pageAnswer, pageOrigin } from '../../platform/cursor.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { sendKeptJson } from '../../plugins/compression.js';
import { responseWriter } from '../../plugins/response-serializer.js';
import { presentVocabulary } from './vocabulary.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const { vocabulary: vocabularyPaths } = paths;
const tags = ['vocabulary'];
/** The list's answer is kept as the text sent, written as the route's response schema would write it. */
const writeVocabularyPage = responseWriter(VocabularyPageSchema);
const writeKnownForms = responseWriter(KnownFormsSchema);

export async function vocabularyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { vocabulary } = app.ctx.services;

  r.post(
    paths.generatedTexts.addVocabulary.pattern,
    {
      schema: {
        tags,
        summary: 'Add the word (or phrase) at the given offsets of a text or chapter to the vocabulary',
        description:
          'The offsets cover one whole word, or (beyond the spec) a phrase of 2-6 whole words, as the shared splitter ' +
          'splits the text in its language (decision 014). A text or chapter still being written accepts the words it ' +
          'has finished (409 word_not_written_yet for the word being written).',
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
    vocabularyPaths.collection.pattern,
    {
      schema: {
        tags,
        summary:
          'The learner’s vocabulary, newest first; filters: repeated language, generated_text_id, generated_text_created_at_last_days; beyond the spec: search and sort',
        querystring: VocabularyQuerySchema,
        response: { 200: VocabularyPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      // the same answer for the same learner, query and link origin, kept while their words are unchanged;
      // Fastify sends a string typed as JSON as it is
      const key = `${pageOrigin(request)}${request.url}`;
      const answer = await vocabulary.listAnswer(requireUser(request), request.query, key, (page) =>
        writeVocabularyPage(pageAnswer(request, page, presentVocabulary)),
      );
      return sendKeptJson(request, reply, answer);
    },
  );

  r.get(
    vocabularyPaths.knownForms.pattern,
    {
      schema: {
        tags,
        summary:
          'Every form of the learner’s words in a language and every form marked known, for highlighting; which are still learning, and which ignored',
        querystring: KnownFormsQuerySchema,
        response: { 200: KnownFormsSchema, ...errors },
      },
    },
    async (request, reply) => {
      // kept while the learner's words and statuses are unchanged (decision 035)
      const answer = await vocabulary.knownFormsAnswer(
        requireUser(request),
        request.query.language,
        writeKnownForms,
      );
      return sendKeptJson(request, reply, answer);
    },
  );

  r.patch(
    vocabularyPaths.detail.pattern,
    {
      schema: {
        tags,
        summary: 'Edit mnemonic or translation (owner only)',
        params: IdParamsSchema,
        body: UpdateVocabularySchema,
        response: { 200: VocabularySchema, ...errors },
      },
    },
    async (request) =>
      presentVocabulary(await vocabulary.update(requireUser(request), request.params.id, request.body)),
  );

  r.post(
    vocabularyPaths.retry.pattern,
    {
      schema: {
        tags,
        summary: 'Translate a FAILED entry again',
        params: IdParamsSchema,
        response: { 200: VocabularySchema, ...errors },
      },
    },
    async (request) => presentVocabulary(await vocabulary.retry(requireUser(request), request.params.id)),
  );
}
