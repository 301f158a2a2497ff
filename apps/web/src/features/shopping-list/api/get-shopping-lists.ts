import { ShoppingListSchema, extrasPaths, type ShoppingList } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const SHOPPING_LIST_ERROR = 'Could not fetch shopping list';

const ShoppingListsSchema = z.array(ShoppingListSchema);

/** The lists the user belongs to; the server creates one on first use. */
export function getShoppingLists(signal?: AbortSignal): Promise<ShoppingList[]> {
  return api.get(extrasPaths.shoppingLists.collection(), {
    schema: ShoppingListsSchema,
    errorMessage: SHOPPING_LIST_ERROR,
    signal,
  });
}

export function getShoppingListsQueryOptions() {
  return queryOptions({
    queryKey: ['shopping-lists'],
    queryFn: ({ signal }) => getShoppingLists(signal),
  });
}

/** Only the first list returned is used (spec §3). */
export function useShoppingList() {
  return useQuery({ ...getShoppingListsQueryOptions(), select: (lists) => lists[0] ?? null });
}
