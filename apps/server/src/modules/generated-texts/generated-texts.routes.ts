import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateTextFieldsSchema,
  CursorQuerySchema,
  GeneratedTextPageSchema,
  GeneratedTextSchema,
  IMAGE_MAX_BYTES,
  paths,
  TextIdParamsSchema,
  TextStatsSchema,
  TopViewedTextsSchema,
  UpdateTextSchema,
} from '@reeprise/contract';
import { decodeIdCursor, pageAnswer, pageOrigin } from '../../platform/cursor.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { sendKeptJson } from '../../plugins/compression.js';
import { responseWriter } from '../../plugins/response-serializer.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { parseFields, readForm } from '../../plugins/multipart-form.js';
import { sendStoredFile } from '../files/send-file.js';
import { presentText, presentTextStats } from './generated-texts.presenter.js';
import { SHARED_TEXTS_LAG_MS } from './generated-texts.service.js';
import type { TextRecord } from './generated-texts.repository.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 429);
const { generatedTexts } = paths;
const tags = ['texts'];
/** The list's answer is kept as the text sent, written as the route's response schema would write it. */
const writeTextPage = responseWriter(GeneratedTextPageSchema);

/** One text with the level fit of the learner asking (issue 36). */
async function presentWithFit(request: FastifyRequest, text: TextRecord) {
  const [fit] = await request.server.ctx.services.texts.fitsOf(requireUser(request), [text]);
  return presentText(text, fit);
}

export async function generatedTextsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { texts } = app.ctx.services;

  r.get(
    generatedTexts.collection.pattern,
    {
      schema: {
        tags,
        summary: 'Own texts and public texts, newest first',
        description:
          'The learner’s own texts are always shown as stored. Another learner’s public text may show its view count ' +
          `and, while it is being written, its partial output up to ${SHARED_TEXTS_LAG_MS / 1000} s late (decision 026).`,
        querystring: CursorQuerySchema,
        response: { 200: GeneratedTextPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      // kept per learner, query and link origin while the texts it shows are unchanged (decision 026)
      const key = `${pageOrigin(request)}${request.url}`;
      const answer = await texts.listAnswer(
        requireUser(request),
        decodeIdCursor(request.query.cursor),
        key,
        (page, fits) =>
          writeTextPage(pageAnswer(request, page, (text) => presentText(text, fits.get(text.id) ?? null))),
      );
      return sendKeptJson(request, reply, answer);
    },
  );

  r.post(
    generatedTexts.collection.pattern,
    {
      schema: {
        tags,
        summary:
          'Create a text (multipart: text_type, language, level, word_number, topic, main_character, publicly_visible, optional image)',
        response: { 201: GeneratedTextSchema, ...errors },
      },
      config: {
        openapi: {
          multipart: {
            fields: CreateTextFieldsSchema,
            files: { image: 'A photo to write about (JPEG, PNG, GIF, WebP or AVIF)' },
            json: true,
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // read only once the hourly budget is reserved, so a burst of uploads costs nothing past the limit
      const text = await texts.create(user, async () => {
        const form = await readForm(request, { fileSize: IMAGE_MAX_BYTES });
        return { fields: parseFields(CreateTextFieldsSchema, form.fields), image: form.files.image };
      });
      return reply.code(201).send(presentText(text, null));
    },
  );

  r.get(
    generatedTexts.stats.pattern,
    {
      schema: {
        tags,
        summary: 'Text statistics of the current user',
        response: { 200: TextStatsSchema, ...errors },
      },
    },
    async (request) => presentTextStats(await texts.stats(requireUser(request))),
  );

  r.get(
    generatedTexts.topViewed.pattern,
    {
      schema: {
        tags,
        summary: 'The most viewed texts the user may read',
        response: { 200: TopViewedTextsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const top = await texts.topViewed(user);
      const fits = await texts.fitsOf(user, top);
      return top.map((text, i) => presentText(text, fits[i]));
    },
  );

  r.get(
    generatedTexts.detail.pattern,
    { schema: { tags, params: TextIdParamsSchema, response: { 200: GeneratedTextSchema, ...errors } } },
    async (request) =>
      presentWithFit(request, await texts.getReadable(requireUser(request), request.params.id)),
  );

  r.patch(
    generatedTexts.detail.pattern,
    {
      schema: {
        tags,
        summary: 'Change publicly_visible or topic (creator only)',
        params: TextIdParamsSchema,
        body: UpdateTextSchema,
        response: { 200: GeneratedTextSchema, ...errors },
      },
    },
    async (request) =>
      presentWithFit(request, await texts.update(requireUser(request), request.params.id, request.body)),
  );

  r.delete(
    generatedTexts.detail.pattern,
    {
      schema: {
        tags,
        summary:
          'Delete a text with its chapters, for everybody (creator only); vocabulary entries stay, without their usages in it',
        params: TextIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await texts.delete(requireUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    generatedTexts.incrementViewCounter.pattern,
    {
      schema: {
        tags,
        params: TextIdParamsSchema,
        response: { 200: z.object({ detail: z.string() }), ...errors },
      },
    },
    async (request) => {
      await texts.countView(requireUser(request), request.params.id);
      return { detail: 'View counted.' };
    },
  );

  r.post(
    generatedTexts.retry.pattern,
    {
      schema: {
        tags,
        summary: 'Generate a FAILED text again (creator only)',
        params: TextIdParamsSchema,
        response: { 200: GeneratedTextSchema, ...errors },
      },
    },
    async (request) => presentText(await texts.retry(requireUser(request), request.params.id), null),
  );

  r.get(
    generatedTexts.image.pattern,
    {
      config: { openapi: { fileTypes: ['image/webp'] } },
      schema: {
        tags,
        summary: 'The picture a text was written from',
        params: TextIdParamsSchema,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, await texts.image(requireUser(request), request.params.id)),
  );
}
