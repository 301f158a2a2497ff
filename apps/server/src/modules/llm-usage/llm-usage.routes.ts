import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminLlmUsageQuerySchema,
  AdminLlmUsageSchema,
  extrasPaths,
  type AdminLlmUsage,
} from '@reeprise/contract';
import { requireStaff } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import type { LlmUsageRow } from './llm-usage.repository.js';

const errors = errorResponses(400, 401, 403);

const presentRow = (row: LlmUsageRow): AdminLlmUsage['rows'][number] => ({
  day: row.day,
  user_id: row.userId,
  username: row.username,
  model: row.model,
  calls: row.calls,
  prompt_tokens: row.promptTokens,
  completion_tokens: row.completionTokens,
});

/** Staff only, read-only: the tokens the LLM used per user and per day. */
export async function llmUsageRoutes(app: FastifyInstance) {
  // the admin plugin checks this too; a route that reads everyone's usage checks it itself as well
  app.addHook('onRequest', async (request) => {
    requireStaff(request);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    extrasPaths.admin.llmUsage.pattern,
    {
      schema: {
        tags: ['admin'],
        summary: 'Tokens the LLM used per UTC day, user and model (as the provider reported them)',
        querystring: AdminLlmUsageQuerySchema,
        response: { 200: AdminLlmUsageSchema, ...errors },
      },
    },
    async (request) => {
      const report = await app.ctx.services.llmUsage.report(request.query);
      return { since: report.since, rows: report.rows.map(presentRow), truncated: report.truncated };
    },
  );
}
