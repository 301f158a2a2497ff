import {
  AdminShoppingListPageSchema,
  AdminShoppingListSchema,
  type AdminShoppingList,
  extrasPaths,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { ADMIN_UPDATE_ERROR, adminKey, useAdminList } from './admin-list';

const { shoppingLists } = extrasPaths.admin;
const options = { schema: AdminShoppingListSchema, errorMessage: ADMIN_UPDATE_ERROR };

/** Shopping lists with members; q searches member usernames. */
export const useAdminShoppingLists = (q: string) =>
  useAdminList('shopping_lists', AdminShoppingListPageSchema, q);

type Member = { id: number; username: string };

export function addShoppingListMember({ id, username }: Member): Promise<AdminShoppingList> {
  return api.post(shoppingLists.members(id), { username }, options);
}

export function removeShoppingListMember({ id, username }: Member): Promise<AdminShoppingList> {
  return api.delete(shoppingLists.member(id, username), undefined, options);
}

function useListsMutation(mutationFn: (input: Member) => Promise<AdminShoppingList>) {
  const queryClient = useQueryClient();
  return useMutation<AdminShoppingList, ApiError, Member>({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey('shopping_lists') }),
  });
}

export const useAddShoppingListMember = () => useListsMutation(addShoppingListMember);
export const useRemoveShoppingListMember = () => useListsMutation(removeShoppingListMember);
