import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PERMISSIONS,
  ShoppingListParamsSchema,
  ShoppingListSchema,
  UpdateShoppingListSchema,
  extrasPaths,
} from '@reeprise/contract';
import { requirePermission } from '../../plugins/auth-guard.js';
import { errorResponses } from '../../plugins/error-responses.js';
import { presentShoppingList } from './shopping-list.presenter.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const { shoppingLists: listPaths } = extrasPaths;
const tags = ['shopping list'];

export async function shoppingListRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { shoppingLists } = app.ctx.extras;

  r.get(
    listPaths.collection.pattern,
    {
      schema: {
        tags,
        summary:
          'The shopping lists the user belongs to (one is created on first use); needs shoppinglist.view_shoppinglist',
        response: { 200: z.array(ShoppingListSchema), ...errors },
      },
    },
    async (request) => {
      const user = requirePermission(request, PERMISSIONS.viewShoppingList);
      return (await shoppingLists.listsOf(user)).map(presentShoppingList);
    },
  );

  r.put(
    listPaths.detail.pattern,
    {
      schema: {
        tags,
        summary: 'Replace all entries (members only); with `version`, a stale write is refused with 409',
        params: ShoppingListParamsSchema,
        body: UpdateShoppingListSchema,
        response: { 200: ShoppingListSchema, ...errors },
      },
    },
    async (request) => {
      const user = requirePermission(request, PERMISSIONS.viewShoppingList);
      return presentShoppingList(await shoppingLists.replace(user, request.params.id, request.body));
    },
  );
}
