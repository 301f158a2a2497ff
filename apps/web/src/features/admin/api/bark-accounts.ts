import {
  AdminBarkAccountPageSchema,
  AdminBarkAccountSchema,
  type AdminBarkAccount,
  type AdminCreateBarkAccount,
  type AdminUpdateBarkAccount,
  extrasPaths,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { ADMIN_UPDATE_ERROR, adminKey, useAdminList } from './admin-list';

const { barkAccounts } = extrasPaths.admin;
const options = { schema: AdminBarkAccountSchema, errorMessage: ADMIN_UPDATE_ERROR };

/** Bark accounts with members, newest first; q searches the name. */
export const useAdminBarkAccounts = (q: string) =>
  useAdminList('bark_accounts', AdminBarkAccountPageSchema, q);

export function createAdminBarkAccount(body: AdminCreateBarkAccount): Promise<AdminBarkAccount> {
  return api.post(barkAccounts.collection(), body, options);
}

export function updateAdminBarkAccount({
  id,
  ...patch
}: AdminUpdateBarkAccount & { id: number }): Promise<AdminBarkAccount> {
  return api.patch(barkAccounts.detail(id), patch, options);
}

export function deleteAdminBarkAccount(id: number): Promise<unknown> {
  return api.delete(barkAccounts.detail(id), undefined, { errorMessage: ADMIN_UPDATE_ERROR });
}

type Member = { id: number; username: string };

export function addBarkAccountMember({ id, username }: Member): Promise<AdminBarkAccount> {
  return api.post(barkAccounts.members(id), { username }, options);
}

export function removeBarkAccountMember({ id, username }: Member): Promise<AdminBarkAccount> {
  return api.delete(barkAccounts.member(id, username), undefined, options);
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
