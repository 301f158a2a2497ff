import { AdminWishSpacePageSchema, extrasPaths } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { ADMIN_UPDATE_ERROR, adminKey, useAdminList } from './admin-list';

/** Wish spaces with owner and wish count; q searches name and owner. */
export const useAdminWishSpaces = (q: string) => useAdminList('wish_spaces', AdminWishSpacePageSchema, q);

/** Deletes a wish space with its wishes and recordings. */
export function deleteAdminWishSpace(id: number): Promise<unknown> {
  return api.delete(extrasPaths.admin.wishSpaces.detail(id), undefined, { errorMessage: ADMIN_UPDATE_ERROR });
}

export function useDeleteAdminWishSpace() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: deleteAdminWishSpace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey('wish_spaces') }),
  });
}
