import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SpeechConfigSchema, SpeechRequestSchema, paths } from '@reeprise/contract';
import { SPEECH_CONTENT_TYPES } from '../../platform/llm/index.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { sendStoredFile } from '../files/send-file.js';

export async function speechRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { config, services } = app.ctx;
  const { speech } = services;

  r.get(
    paths.speech.config.pattern,
    {
      schema: {
        tags: ['speech'],
        summary: 'Whether the server reads aloud (LLM_TTS_MODEL) and the audio type it answers with',
        response: { 200: SpeechConfigSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      requireUser(request);
      return speech.config();
    },
  );

  r.post(
    paths.speech.synthesize.pattern,
    {
      // the one type this server answers with: its LLM_TTS_FORMAT
      config: { openapi: { fileTypes: [SPEECH_CONTENT_TYPES[config.llm.speech?.format ?? 'mp3']] } },
      schema: {
        tags: ['speech'],
        summary:
          'The audio of sentence n (from 0, as Intl.Segmenter splits it) of a text or chapter the user may read, or of one of their words; made once, then kept for everyone (speech budget for new audio only)',
        body: SpeechRequestSchema,
        response: errorResponses(400, 401, 403, 404, 409, 429, 502),
      },
    },
    async (request, reply) => sendStoredFile(reply, await speech.audio(requireUser(request), request.body)),
  );
}
