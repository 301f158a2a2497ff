import { WishSpacePageSchema, type Page, type WishSpace } from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorOf } from '../utils/cursor';

export const WISH_SPACES_ERROR = 'could not fetch wish spaces';

export function getWishSpaces(cursor: string | null, signal?: AbortSignal): Promise<Page<WishSpace>> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api.get(`/api/wishes/wish_spaces/${query}`, {
    schema: WishSpacePageSchema,
    errorMessage: WISH_SPACES_ERROR,
    signal,
  });
}

export function getWishSpacesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['wish-spaces'],
    queryFn: ({ pageParam, signal }) => getWishSpaces(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => cursorOf(lastPage.next),
  });
}

/** The user's wish spaces, newest first, page by page. */
export function useWishSpaces() {
  return useInfiniteQuery(getWishSpacesQueryOptions());
}
