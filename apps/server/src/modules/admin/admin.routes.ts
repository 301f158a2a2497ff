import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCreateUserSchema,
  AdminIdParamsSchema,
  AdminListQuerySchema,
  AdminSetPasswordSchema,
  AdminTextPageSchema,
  AdminTextSchema,
  AdminUpdateTextSchema,
  AdminUpdateUserSchema,
  AdminUserPageSchema,
  AdminUserSchema,
  extrasPaths,
} from '@reeprise/contract';
import { requireStaff } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { adminExtrasRoutes } from './admin-extras.routes.js';
import { llmUsageRoutes } from '../llm-usage/llm-usage.routes.js';
import { pageRequest } from './admin-paging.js';
import { pageAnswer } from '../../platform/cursor.js';
import { presentAdminText, presentAdminUser } from './admin.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const { users, texts } = extrasPaths.admin;
const tags = ['admin'];
const Detail = z.object({ detail: z.string() });

/** The admin API: staff only on every route, checked before anything else of the request is looked at. */
export async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    requireStaff(request);
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { admin } = app.ctx.extras;

  r.get(
    users.collection.pattern,
    {
      schema: {
        tags,
        summary: 'Users, newest first; q searches the username',
        querystring: AdminListQuerySchema,
        response: { 200: AdminUserPageSchema, ...errors },
      },
    },
    async (request) =>
      pageAnswer(request, await admin.listUsers(pageRequest(request.query)), presentAdminUser),
  );

  r.post(
    users.collection.pattern,
    {
      schema: {
        tags,
        summary: 'Create a user (409 when the name is taken)',
        body: AdminCreateUserSchema,
        response: { 201: AdminUserSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(presentAdminUser(await admin.createUser(request.body))),
  );

  r.get(
    users.detail.pattern,
    { schema: { tags, params: AdminIdParamsSchema, response: { 200: AdminUserSchema, ...errors } } },
    async (request) => presentAdminUser(await admin.getUser(request.params.id)),
  );

  r.patch(
    users.detail.pattern,
    {
      schema: {
        tags,
        summary: 'Change is_staff, is_active or the whole permission set; not your own staff or active flag',
        params: AdminIdParamsSchema,
        body: AdminUpdateUserSchema,
        response: { 200: AdminUserSchema, ...errors },
      },
    },
    async (request) =>
      presentAdminUser(await admin.updateUser(requireStaff(request), request.params.id, request.body)),
  );

  r.post(
    users.setPassword.pattern,
    {
      schema: {
        tags,
        summary: 'Set a new password; every session of the user ends',
        params: AdminIdParamsSchema,
        body: AdminSetPasswordSchema,
        response: { 200: Detail, ...errors },
      },
    },
    async (request) => {
      await admin.setPassword(request.params.id, request.body.password);
      return { detail: 'The password was changed and the user was logged out everywhere.' };
    },
  );

  r.get(
    texts.collection.pattern,
    {
      schema: {
        tags,
        summary:
          'Public texts (the moderation list; learners’ private texts are not shown), newest first; q searches topic and creator',
        querystring: AdminListQuerySchema,
        response: { 200: AdminTextPageSchema, ...errors },
      },
    },
    async (request) =>
      pageAnswer(request, await admin.listTexts(pageRequest(request.query)), presentAdminText),
  );

  r.patch(
    texts.detail.pattern,
    {
      schema: {
        tags,
        summary: 'Unpublish a public text ({publicly_visible: false}); a private one is a 404',
        params: AdminIdParamsSchema,
        body: AdminUpdateTextSchema,
        response: { 200: AdminTextSchema, ...errors },
      },
    },
    async (request) => presentAdminText(await admin.unpublishText(request.params.id)),
  );

  r.delete(
    texts.detail.pattern,
    {
      schema: {
        tags,
        summary: 'Delete a text with its chapters and vocabulary usages (vocabulary entries stay)',
        params: AdminIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await admin.deleteText(request.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(adminExtrasRoutes);
  await app.register(llmUsageRoutes);
}
