import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExplainSentenceSchema,
  IdParamsSchema,
  SentenceExplanationSchema,
  TextIdParamsSchema,
  explanationParts,
  failureCodeOf,
  paths,
  type SentenceExplanation,
} from '@reeprise/contract';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import type { ExplanationRecord } from './sentence-explanations.repository.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['sentence explanations'];

const presentExplanation = (e: ExplanationRecord): SentenceExplanation => {
  const parts = e.status === 'COMPLETE' ? explanationParts(e.content) : null;
  return {
    id: e.id,
    generated_text_id: e.textId,
    chapter_number: e.chapterNumber,
    sentence_start: e.sentenceStart,
    sentence_end: e.sentenceEnd,
    sentence: e.sentence,
    status: e.status,
    content: e.content,
    translation: parts?.translation ?? null,
    explanation: parts?.explanation ?? null,
    error: e.error,
    failure_code: failureCodeOf(e.error),
  };
};

export async function sentenceExplanationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { sentenceExplanations } = app.ctx.services;

  r.post(
    paths.generatedTexts.explainSentence.pattern,
    {
      schema: {
        tags,
        summary:
          'Translate and explain one sentence of a text or chapter for the learner: 200 with the kept explanation, or 201 with one being written (subscribe_explanation on /ws/streams/)',
        params: TextIdParamsSchema,
        body: ExplainSentenceSchema,
        response: { 200: SentenceExplanationSchema, 201: SentenceExplanationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await sentenceExplanations.explain(
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(result.created ? 201 : 200).send(presentExplanation(result.explanation));
    },
  );

  r.get(
    paths.sentenceExplanations.detail.pattern,
    {
      schema: {
        tags,
        summary:
          'One of the learner’s sentence explanations, with its translation and explanation once COMPLETE',
        params: IdParamsSchema,
        response: { 200: SentenceExplanationSchema, ...errors },
      },
    },
    async (request) =>
      presentExplanation(await sentenceExplanations.get(requireUser(request), request.params.id)),
  );
}
