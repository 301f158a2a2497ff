import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DueQuerySchema,
  DueSchema,
  IdParamsSchema,
  ProgressQuerySchema,
  ProgressSchema,
  TopPriorityQuerySchema,
  TrainingVocabularySchema,
  VocabularySchema,
  VocabularyStatsSchema,
  paths,
} from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentVocabulary } from '../vocabulary/vocabulary.presenter.js';
import { presentTrainingVocabulary } from './training.presenter.js';

// the same answers and tag as the vocabulary's own routes: the trainer's paths live under vocabulary/
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const { vocabulary: vocabularyPaths } = paths;
const tags = ['vocabulary'];

/** The trainer's words and answers, and the statistics page's counts and progress charts. */
export async function trainingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { training, progress } = app.ctx.services;

  r.get(
    vocabularyPaths.stats.pattern,
    { schema: { tags, response: { 200: VocabularyStatsSchema, ...errors } } },
    async (request) => training.stats(requireUser(request)),
  );

  r.get(
    vocabularyPaths.due.pattern,
    {
      schema: {
        tags,
        summary:
          'Words due now (lowest recall first), then new words up to the daily limit (at most limit in all); how many are due now and today, and how many new words wait and may start today',
        querystring: DueQuerySchema,
        response: { 200: DueSchema, ...errors },
      },
    },
    async (request) => {
      const due = await training.due(requireUser(request), request.query);
      return {
        due_now: due.dueNow,
        due_today: due.dueToday,
        new_waiting: due.newWaiting,
        new_today: due.newToday,
        results: due.results.map((entry) => presentTrainingVocabulary(entry, due.now)),
      };
    },
  );

  r.get(
    vocabularyPaths.progress.pattern,
    {
      schema: {
        tags,
        summary: 'Reviews and words added per day (30 days), a 14-day due forecast and the true retention',
        querystring: ProgressQuerySchema,
        response: { 200: ProgressSchema, ...errors },
      },
    },
    async (request) => progress.get(requireUser(request), request.query),
  );

  r.get(
    vocabularyPaths.topFifteenPriority.pattern,
    {
      schema: {
        tags,
        summary: 'Words to train now',
        querystring: TopPriorityQuerySchema,
        response: { 200: z.array(TrainingVocabularySchema), ...errors },
      },
    },
    async (request) => {
      const now = new Date();
      return (await training.topPriority(requireUser(request), request.query)).map((entry) =>
        presentTrainingVocabulary(entry, now),
      );
    },
  );

  for (const result of ['learned', 'forgotten'] as const) {
    r.post(
      vocabularyPaths.mark[result].pattern,
      {
        schema: {
          tags,
          summary: result === 'learned' ? 'I know it: streak + 1' : 'I don’t know it: streak 0',
          params: IdParamsSchema,
          response: { 200: VocabularySchema, ...errors },
        },
      },
      async (request) =>
        presentVocabulary(await training.review(requireUser(request), request.params.id, result)),
    );
  }
}
