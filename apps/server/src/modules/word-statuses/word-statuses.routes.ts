import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClearPlacementQuerySchema,
  ClearPlacementResultSchema,
  ImportKnownWordsResultSchema,
  ImportKnownWordsSchema,
  KnownHistoryQuerySchema,
  KnownHistorySchema,
  MarkReadResultSchema,
  MarkReadSchema,
  PlacementResultSchema,
  PlacementSchema,
  SetWordStatusesResultSchema,
  SetWordStatusesSchema,
  TextIdParamsSchema,
  WordStatusLanguagesSchema,
  WordStatusStatsQuerySchema,
  WordStatusStatsSchema,
  paths,
} from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';

const errors = errorResponses(400, 401, 403);
const { wordStatuses: statusPaths } = paths;
const tags = ['word statuses'];

/** Word statuses (issue 34, decision 035): what the learner knows of each word form. */
export async function wordStatusesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { wordStatuses } = app.ctx.services;

  r.post(
    statusPaths.collection.pattern,
    {
      schema: {
        tags,
        summary: 'Mark words known or ignored, or back to new',
        description:
          'Each word is normalised as the reader does; a phrase or a number is no form and is skipped. `changed` counts ' +
          'the forms whose status changed.',
        body: SetWordStatusesSchema,
        response: { 200: SetWordStatusesResultSchema, ...errors },
      },
    },
    async (request) => ({ changed: await wordStatuses.set(requireUser(request), request.body) }),
  );

  r.get(
    statusPaths.stats.pattern,
    {
      schema: {
        tags,
        summary:
          'Known, learning and ignored forms in a language (known includes vocabulary past the known threshold)',
        querystring: WordStatusStatsQuerySchema,
        response: { 200: WordStatusStatsSchema, ...errors },
      },
    },
    async (request) => wordStatuses.stats(requireUser(request), request.query.language),
  );

  r.get(
    statusPaths.languages.pattern,
    {
      schema: {
        tags,
        summary: 'The stats of every language the learner has statuses, vocabulary or a placement in',
        response: { 200: WordStatusLanguagesSchema, ...errors },
      },
    },
    async (request) => ({ languages: await wordStatuses.languages(requireUser(request)) }),
  );

  r.get(
    statusPaths.history.pattern,
    {
      schema: {
        tags,
        summary: 'Known forms at the end of each local day on which forms were marked known',
        querystring: KnownHistoryQuerySchema,
        response: { 200: KnownHistorySchema, ...errors },
      },
    },
    async (request) =>
      wordStatuses.history(requireUser(request), request.query.language, request.query.tz_offset),
  );

  r.post(
    statusPaths.placement.pattern,
    {
      schema: {
        tags,
        summary: 'Mark the most frequent words of a language known for a level (A0 0 … C2 10,000)',
        description:
          'Never overrides ignored words or vocabulary entries; the same or a lower level again marks nothing, a higher ' +
          'one the rest. A language without a frequency list answers marked_known 0 and frequency_list_size 0.',
        body: PlacementSchema,
        response: { 200: PlacementResultSchema, ...errors },
      },
    },
    async (request) => wordStatuses.place(requireUser(request), request.body),
  );

  r.delete(
    statusPaths.placement.pattern,
    {
      schema: {
        tags,
        summary:
          'Forms placement marked (and nothing changed since) back to new; the placement level is forgotten',
        querystring: ClearPlacementQuerySchema,
        response: { 200: ClearPlacementResultSchema, ...errors },
      },
    },
    async (request) => wordStatuses.clearPlacement(requireUser(request), request.query.language),
  );

  r.post(
    statusPaths.import.pattern,
    {
      // 10,000 lines of up to 100 characters, as JSON
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import known words: a plain word list, one word per line (at most 10,000 lines)',
        description:
          'Every word of each line becomes known where it is new; ignored words and vocabulary entries are untouched. ' +
          'A CSV file or an Anki deck is imported as known through vocabulary/import/ (or import/anki/) with as_known.',
        body: ImportKnownWordsSchema,
        response: { 200: ImportKnownWordsResultSchema, ...errors },
      },
    },
    async (request) => wordStatuses.importWordList(requireUser(request), request.body),
  );

  r.post(
    paths.generatedTexts.markRead.pattern,
    {
      schema: {
        tags,
        summary: 'Every new word of a text (or chapter) the learner may read becomes known',
        description:
          'Vocabulary entries and ignored words are untouched; `words` lists the forms this call marked, for an undo ' +
          '(status new). A second call marks nothing. 404 for a text the learner may not read.',
        params: TextIdParamsSchema,
        body: MarkReadSchema,
        response: { 200: MarkReadResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => wordStatuses.markRead(requireUser(request), request.params.id, request.body),
  );
}
