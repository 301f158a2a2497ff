import {
  WishSpaceDetailSchema,
  extrasPaths,
  type CreateWishSpace,
  type WishSpaceDetail,
} from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getWishSpaceQueryOptions } from './get-wish-space';
import { getWishSpacesQueryOptions } from './get-wish-spaces';

export const CREATE_WISH_SPACE_ERROR = 'could not create wish space';

export function createWishSpace(body: CreateWishSpace): Promise<WishSpaceDetail> {
  return api.post(extrasPaths.wishes.collection(), body, {
    schema: WishSpaceDetailSchema,
    errorMessage: CREATE_WISH_SPACE_ERROR,
  });
}

export function useCreateWishSpace() {
  const queryClient = useQueryClient();
  return useMutation<WishSpaceDetail, ApiError, CreateWishSpace>({
    mutationFn: createWishSpace,
    onSuccess: async (space) => {
      queryClient.setQueryData(getWishSpaceQueryOptions(space.id).queryKey, space);
      await queryClient.invalidateQueries({ queryKey: getWishSpacesQueryOptions().queryKey, exact: true });
    },
  });
}
