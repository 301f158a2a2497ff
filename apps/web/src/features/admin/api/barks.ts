import { AdminBarkPageSchema, extrasPaths } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { ADMIN_UPDATE_ERROR, adminKey, useAdminList } from './admin-list';

/** Barks, newest first; q searches title and account name. */
export const useAdminBarks = (q: string) => useAdminList('barks', AdminBarkPageSchema, q);

export function deleteAdminBark(id: number): Promise<unknown> {
  return api.delete(extrasPaths.admin.barks.detail(id), undefined, { errorMessage: ADMIN_UPDATE_ERROR });
}

export function useDeleteAdminBark() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: deleteAdminBark,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKey('barks') });
      await queryClient.invalidateQueries({ queryKey: adminKey('bark_accounts') });
    },
  });
}
