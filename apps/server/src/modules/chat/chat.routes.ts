import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChatConversationDetailSchema,
  ChatConversationPageSchema,
  ChatConversationParamsSchema,
  ChatConversationSchema,
  CreateChatConversationSchema,
  CursorQuerySchema,
  SendChatMessageResponseSchema,
  SendChatMessageSchema,
  extrasPaths,
} from '@reeprise/contract';
import { decodeIdCursor, pageAnswer } from '../../platform/cursor.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentChatMessage, presentConversation, presentConversationDetail } from './chat.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const { chat: chatPaths } = extrasPaths;
const tags = ['chat'];
const GATE = 'staff with experimental features; owner only';

export async function chatRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { chat } = app.ctx.extras;

  r.get(
    chatPaths.collection.pattern,
    {
      schema: {
        tags,
        summary: `The user’s tutor conversations, newest first (${GATE})`,
        querystring: CursorQuerySchema,
        response: { 200: ChatConversationPageSchema, ...errors },
      },
    },
    async (request) => {
      const page = await chat.list(requireUser(request), decodeIdCursor(request.query.cursor));
      return pageAnswer(request, page, presentConversation);
    },
  );

  r.post(
    chatPaths.collection.pattern,
    {
      schema: {
        tags,
        summary: `Start a conversation in a language and level (${GATE})`,
        body: CreateChatConversationSchema,
        response: { 201: ChatConversationSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(presentConversation(await chat.create(requireUser(request), request.body))),
  );

  r.get(
    chatPaths.detail.pattern,
    {
      schema: {
        tags,
        summary: `A conversation with its messages; poll every 500 ms while an answer is PENDING (${GATE})`,
        params: ChatConversationParamsSchema,
        response: { 200: ChatConversationDetailSchema, ...errors },
      },
    },
    async (request) => presentConversationDetail(await chat.detail(requireUser(request), request.params.id)),
  );

  r.post(
    chatPaths.messages.pattern,
    {
      schema: {
        tags,
        summary: `Send a message; the tutor’s answer is stored as it is written (${GATE})`,
        params: ChatConversationParamsSchema,
        body: SendChatMessageSchema,
        response: { 201: SendChatMessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await chat.send(requireUser(request), request.params.id, request.body.content);
      return reply.code(201).send({
        user_message: presentChatMessage(sent.userMessage),
        assistant_message: presentChatMessage(sent.assistantMessage),
      });
    },
  );
}
