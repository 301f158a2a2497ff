import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChapterParamsSchema,
  ChapterSchema,
  GenerateChapterResponseSchema,
  GenerateChapterSchema,
  RewriteTextSchema,
  TextIdParamsSchema,
  paths,
  type Chapter,
  failureCodeOf,
} from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import type { ChapterView, MeasuredChapter } from './chapters.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['chapters'];

/** A chapter as the API answers it; the level fit is the learner asking's, null when not measured (issue 36). */
const presentChapter = (c: ChapterView | MeasuredChapter): Chapter => ({
  id: c.id,
  generated_text_id: c.textId,
  counter: c.chapterNumber,
  chapter_number: c.chapterNumber,
  status: c.status,
  content: c.content,
  words: c.words,
  used_words: c.usedWords,
  used_forms: c.usedForms,
  error: c.error,
  failure_code: failureCodeOf(c.error),
  level_fit: 'levelFit' in c ? c.levelFit : null,
  rewritten_from: c.rewrittenFrom,
});

export async function chaptersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chapters } = app.ctx.services;

  r.get(
    paths.generatedTexts.chapter.pattern,
    {
      schema: {
        tags,
        summary: 'Chapter n (0 = the text itself); 404 when it does not exist',
        params: ChapterParamsSchema,
        response: { 200: ChapterSchema, ...errors },
      },
    },
    async (request) =>
      presentChapter(await chapters.get(requireUser(request), request.params.id, request.params.n)),
  );

  r.post(
    paths.generatedTexts.generateChapter.pattern,
    {
      schema: {
        tags,
        summary: 'Write the next chapter around the given words (creator only)',
        params: TextIdParamsSchema,
        body: GenerateChapterSchema,
        response: { 201: GenerateChapterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await chapters.generate(requireUser(request), request.params.id, request.body);
      return reply.code(201).send({ generated_text_id: result.textId, counter: result.counter });
    },
  );

  r.post(
    paths.generatedTexts.rewrite.pattern,
    {
      schema: {
        tags,
        summary:
          'Write a new chapter retelling the text (or chapter_number) easier or harder, same story and names (creator only)',
        params: TextIdParamsSchema,
        body: RewriteTextSchema,
        response: { 201: GenerateChapterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await chapters.rewrite(requireUser(request), request.params.id, request.body);
      return reply.code(201).send({ generated_text_id: result.textId, counter: result.counter });
    },
  );

  r.post(
    paths.generatedTexts.retryChapter.pattern,
    {
      schema: {
        tags,
        summary: 'Write a FAILED chapter again (creator only)',
        params: ChapterParamsSchema,
        response: { 200: ChapterSchema, ...errors },
      },
    },
    async (request) =>
      presentChapter(await chapters.retry(requireUser(request), request.params.id, request.params.n)),
  );
}
