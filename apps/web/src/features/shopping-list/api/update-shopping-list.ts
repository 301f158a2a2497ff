import {
  ShoppingListSchema,
  extrasPaths,
  type ShoppingList,
  type UpdateShoppingList,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { applyShoppingChange, type ShoppingChange } from '../utils/shopping-change';
import { getShoppingLists, getShoppingListsQueryOptions } from './get-shopping-lists';

export const UPDATE_SHOPPING_LIST_ERROR = 'could not update shopping list entry';

/** How often a change is re-applied to a fresher list before we give up. */
const MAX_ATTEMPTS = 3;

/** PUT the whole entry list; with `version` the server answers 409 when another tab wrote first. */
export function updateShoppingList(body: UpdateShoppingList): Promise<ShoppingList> {
  return api.put(extrasPaths.shoppingLists.detail(body.id), body, {
    schema: ShoppingListSchema,
    errorMessage: UPDATE_SHOPPING_LIST_ERROR,
  });
}

type Input = { list: ShoppingList; change: ShoppingChange };
/** `conflicted`: the list had changed elsewhere; the change was re-applied to the fresh list. */
export type ShoppingUpdateResult = { list: ShoppingList; conflicted: boolean };

async function applyWithRetry({ list, change }: Input): Promise<ShoppingUpdateResult> {
  let base = list;
  for (let attempt = 1; ; attempt++) {
    try {
      const saved = await updateShoppingList({
        id: base.id,
        entries: applyShoppingChange(base.entries, change),
        version: base.version,
      });
      return { list: saved, conflicted: attempt > 1 };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 409 || attempt >= MAX_ATTEMPTS) throw error;
      // another tab changed the list: take the newest one and apply the user's change to it
      const fresh = (await getShoppingLists()).find((candidate) => candidate.id === base.id);
      if (!fresh) throw error;
      base = fresh;
    }
  }
}

/** Applies one change to the list and puts the server's answer into the cache. */
export function useUpdateShoppingList() {
  const queryClient = useQueryClient();
  return useMutation<ShoppingUpdateResult, ApiError, Input>({
    mutationFn: applyWithRetry,
    onSuccess: ({ list }) => {
      queryClient.setQueryData(getShoppingListsQueryOptions().queryKey, (lists) =>
        lists ? lists.map((candidate) => (candidate.id === list.id ? list : candidate)) : [list],
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: getShoppingListsQueryOptions().queryKey }),
  });
}
