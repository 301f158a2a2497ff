import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBarkAccountPageSchema,
  AdminBarkAccountSchema,
  AdminBarkPageSchema,
  AdminCreateBarkAccountSchema,
  AdminEarlyAccessPageSchema,
  AdminIdParamsSchema,
  AdminListQuerySchema,
  AdminMemberParamsSchema,
  AdminMemberSchema,
  AdminShoppingListPageSchema,
  AdminShoppingListSchema,
  AdminUpdateBarkAccountSchema,
  AdminWishSpacePageSchema,
} from '@reeprise/contract';
import { errorResponses } from '../../plugins/error-responses.js';
import { pageRequest } from './admin-paging.js';
import { pageAnswer } from '../../platform/cursor.js';
import {
  presentAdminBark,
  presentAdminBarkAccount,
  presentAdminEarlyAccess,
  presentAdminShoppingList,
  presentAdminWishSpace,
} from './admin.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const ADMIN_BASE = '/api/admin/';
const tags = ['admin'];
const ACCOUNTS = `${ADMIN_BASE}bark_accounts/`;
const LISTS = `${ADMIN_BASE}shopping_lists/`;

/** Admin tables of the extras; registered inside adminRoutes, so its staff check covers them. */
export async function adminExtrasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { adminExtras: admin } = app.ctx.extras;
  const list = { querystring: AdminListQuerySchema };
  const one = { params: AdminIdParamsSchema };
  const deleted = { 204: z.null(), ...errors };

  r.get(
    ACCOUNTS,
    {
      schema: {
        tags,
        summary: 'Bark accounts with members, newest first; q searches the name',
        ...list,
        response: { 200: AdminBarkAccountPageSchema, ...errors },
      },
    },
    async (request) =>
      pageAnswer(request, await admin.barkAccounts(pageRequest(request.query)), presentAdminBarkAccount),
  );
  r.post(
    ACCOUNTS,
    {
      schema: {
        tags,
        summary: 'Create a bark account (members by username; top-up URL http or https only)',
        body: AdminCreateBarkAccountSchema,
        response: { 201: AdminBarkAccountSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(presentAdminBarkAccount(await admin.createBarkAccount(request.body))),
  );
  r.patch(
    `${ACCOUNTS}:id/`,
    {
      schema: {
        tags,
        summary: 'Change name, credits or top-up URL (empty or null removes it)',
        ...one,
        body: AdminUpdateBarkAccountSchema,
        response: { 200: AdminBarkAccountSchema, ...errors },
      },
    },
    async (request) =>
      presentAdminBarkAccount(await admin.updateBarkAccount(request.params.id, request.body)),
  );
  r.delete(
    `${ACCOUNTS}:id/`,
    { schema: { tags, summary: 'Delete a bark account with its barks', ...one, response: deleted } },
    async (request, reply) => {
      await admin.deleteBarkAccount(request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    `${ACCOUNTS}:id/members/`,
    {
      schema: {
        tags,
        summary: 'Add a member by username',
        ...one,
        body: AdminMemberSchema,
        response: { 200: AdminBarkAccountSchema, ...errors },
      },
    },
    async (request) =>
      presentAdminBarkAccount(await admin.addBarkMember(request.params.id, request.body.username)),
  );
  r.delete(
    `${ACCOUNTS}:id/members/:username/`,
    {
      schema: {
        tags,
        summary: 'Remove a member by username',
        params: AdminMemberParamsSchema,
        response: { 200: AdminBarkAccountSchema, ...errors },
      },
    },
    async (request) =>
      presentAdminBarkAccount(await admin.removeBarkMember(request.params.id, request.params.username)),
  );

  r.get(
    `${ADMIN_BASE}barks/`,
    {
      schema: {
        tags,
        summary: 'Barks, newest first; q searches title and account name',
        ...list,
        response: { 200: AdminBarkPageSchema, ...errors },
      },
    },
    async (request) =>
      pageAnswer(request, await admin.listBarks(pageRequest(request.query)), presentAdminBark),
  );
  r.delete(
    `${ADMIN_BASE}barks/:id/`,
    { schema: { tags, summary: 'Delete a bark', ...one, response: deleted } },
    async (request, reply) => {
      await admin.deleteBark(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    `${ADMIN_BASE}wish_spaces/`,
    {
      schema: {
        tags,
        summary: 'Wish spaces with owner and wish count, newest first; q searches name and owner',
        ...list,
        response: { 200: AdminWishSpacePageSchema, ...errors },
      },
    },
    async (request) =>
      pageAnswer(request, await admin.wishSpaces(pageRequest(request.query)), presentAdminWishSpace),
  );
  r.delete(
    `${ADMIN_BASE}wish_spaces/:id/`,
    {
      schema: {
        tags,
        summary: 'Delete a wish space with its wishes and recordings',
        ...one,
        response: deleted,
      },
    },
    async (request, reply) => {
      await admin.deleteWishSpace(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    LISTS,
    {
      schema: {
        tags,
        summary: 'Shopping lists with members, newest first; q searches member usernames',
        ...list,
        response: { 200: AdminShoppingListPageSchema, ...errors },
      },
    },
    async (request) =>
      pageAnswer(request, await admin.shoppingLists(pageRequest(request.query)), presentAdminShoppingList),
  );
  r.post(
    `${LISTS}:id/members/`,
    {
      schema: {
        tags,
        summary: 'Share a shopping list with a user',
        ...one,
        body: AdminMemberSchema,
        response: { 200: AdminShoppingListSchema, ...errors },
      },
    },
    async (request) =>
      presentAdminShoppingList(await admin.addShoppingMember(request.params.id, request.body.username)),
  );
  r.delete(
    `${LISTS}:id/members/:username/`,
    {
      schema: {
        tags,
        summary: 'Remove a member from a shopping list',
        params: AdminMemberParamsSchema,
        response: { 200: AdminShoppingListSchema, ...errors },
      },
    },
    async (request) =>
      presentAdminShoppingList(await admin.removeShoppingMember(request.params.id, request.params.username)),
  );

  r.get(
    `${ADMIN_BASE}early_access/`,
    {
      schema: {
        tags,
        summary: 'Early-access addresses, newest first; q searches the address',
        ...list,
        response: { 200: AdminEarlyAccessPageSchema, ...errors },
      },
    },
    async (request) =>
      pageAnswer(request, await admin.earlyAccess(pageRequest(request.query)), presentAdminEarlyAccess),
  );
}
