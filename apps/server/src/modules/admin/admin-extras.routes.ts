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
  extrasPaths,
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
const tags = ['admin'];
const { barkAccounts, barks, wishSpaces, shoppingLists, earlyAccess } = extrasPaths.admin;

/** Admin tables of the extras; registered inside adminRoutes, so its staff check covers them. */
export async function adminExtrasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { adminExtras: admin } = app.ctx.extras;
  const list = { querystring: AdminListQuerySchema };
  const one = { params: AdminIdParamsSchema };
  const deleted = { 204: z.null(), ...errors };

  r.get(
    barkAccounts.collection.pattern,
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
    barkAccounts.collection.pattern,
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
    barkAccounts.detail.pattern,
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
    barkAccounts.detail.pattern,
    { schema: { tags, summary: 'Delete a bark account with its barks', ...one, response: deleted } },
    async (request, reply) => {
      await admin.deleteBarkAccount(request.params.id);
      return reply.code(204).send(null);
    },
  );
  r.post(
    barkAccounts.members.pattern,
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
    barkAccounts.member.pattern,
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
    barks.collection.pattern,
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
    barks.detail.pattern,
    { schema: { tags, summary: 'Delete a bark', ...one, response: deleted } },
    async (request, reply) => {
      await admin.deleteBark(request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    wishSpaces.collection.pattern,
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
    wishSpaces.detail.pattern,
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
    shoppingLists.collection.pattern,
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
    shoppingLists.members.pattern,
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
    shoppingLists.member.pattern,
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
    earlyAccess.collection.pattern,
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
