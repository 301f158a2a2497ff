import { WishSpacePageSchema, extrasPaths, type Page, type WishSpace } from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cursorOf } from '../utils/cursor';

export const WISH_SPACES_ERROR = 'could not fetch wish spaces';

export function getWishSpaces(cursor: string | null, signal?: AbortSignal): Promise<Page<WishSpace>> {
  return api.get(extrasPaths.wishes.collection({ cursor: cursor || undefined }), {
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
