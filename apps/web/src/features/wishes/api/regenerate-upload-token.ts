import { WishSpaceDetailSchema, extrasPaths, type WishSpaceDetail } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getWishSpaceQueryOptions } from './get-wish-space';

export const REGENERATE_TOKEN_ERROR = 'could not regenerate upload token';

export function regenerateUploadToken(id: number): Promise<WishSpaceDetail> {
  return api.post(extrasPaths.wishes.regenerateToken(id), undefined, {
    schema: WishSpaceDetailSchema,
    errorMessage: REGENERATE_TOKEN_ERROR,
  });
}

/** A new upload token: the old guest link stops working. */
export function useRegenerateUploadToken() {
  const queryClient = useQueryClient();
  return useMutation<WishSpaceDetail, ApiError, number>({
    mutationFn: regenerateUploadToken,
    onSuccess: (space) => queryClient.setQueryData(getWishSpaceQueryOptions(space.id).queryKey, space),
  });
}
