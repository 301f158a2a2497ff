import { WishSpaceDetailSchema, extrasPaths, type WishSpaceDetail } from '@reeprise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const WISH_SPACE_ERROR = 'could not fetch wish space';

export function getWishSpace(id: number, signal?: AbortSignal): Promise<WishSpaceDetail> {
  return api.get(extrasPaths.wishes.detail(id), {
    schema: WishSpaceDetailSchema,
    errorMessage: WISH_SPACE_ERROR,
    signal,
  });
}

export function getWishSpaceQueryOptions(id: number) {
  return queryOptions({ queryKey: ['wish-spaces', id], queryFn: ({ signal }) => getWishSpace(id, signal) });
}

/** One wish space of the owner, with its upload token and every wish. */
export function useWishSpace(id: number) {
  return useQuery(getWishSpaceQueryOptions(id));
}
