import {
  AdminBarkAccountPageSchema,
  AdminBarkAccountSchema,
  type AdminBarkAccount,
  type AdminCreateBarkAccount,
  type AdminUpdateBarkAccount,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { ADMIN_UPDATE_ERROR, adminKey, useAdminList } from './admin-list';

const BASE = '/api/admin/bark_accounts/';
const options = { schema: AdminBarkAccountSchema, errorMessage: ADMIN_UPDATE_ERROR };

/** Bark accounts with members, newest first; q searches the name. */
export const useAdminBarkAccounts = (q: string) =>
  useAdminList('bark_accounts', AdminBarkAccountPageSchema, q);

export function createAdminBarkAccount(body: AdminCreateBarkAccount): Promise<AdminBarkAccount> {
  return api.post(BASE, body, options);
}

export function updateAdminBarkAccount({
  id,
  ...patch
}: AdminUpdateBarkAccount & { id: number }): Promise<AdminBarkAccount> {
  return api.patch(`${BASE}${id}/`, patch, options);
}

export function deleteAdminBarkAccount(id: number): Promise<unknown> {
  return api.delete(`${BASE}${id}/`, undefined, { errorMessage: ADMIN_UPDATE_ERROR });
}

type Member = { id: number; username: string };

export function addBarkAccountMember({ id, username }: Member): Promise<AdminBarkAccount> {
  return api.post(`${BASE}${id}/members/`, { username }, options);
}

export function removeBarkAccountMember({ id, username }: Member): Promise<AdminBarkAccount> {
  return api.delete(`${BASE}${id}/members/${encodeURIComponent(username)}/`, undefined, options);
}

function useAccountsMutation<T, I>(mutationFn: (input: I) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation<T, ApiError, I>({
    mutationFn,
    // barks show their account's name: refresh both tables
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKey('bark_accounts') });
      await queryClient.invalidateQueries({ queryKey: adminKey('barks') });
    },
  });
}

export const useCreateAdminBarkAccount = () => useAccountsMutation(createAdminBarkAccount);
export const useUpdateAdminBarkAccount = () => useAccountsMutation(updateAdminBarkAccount);
export const useDeleteAdminBarkAccount = () => useAccountsMutation(deleteAdminBarkAccount);
export const useAddBarkAccountMember = () => useAccountsMutation(addBarkAccountMember);
export const useRemoveBarkAccountMember = () => useAccountsMutation(removeBarkAccountMember);
