import { extrasPaths, type Page } from '@reeprise/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const ADMIN_LIST_ERROR = 'could not fetch admin list';
export const ADMIN_UPDATE_ERROR = 'could not change admin data';

const { admin } = extrasPaths;

/** The admin tables, each by its name in the query keys and the path of its pages. */
const TABLES = {
  users: admin.users.collection,
  texts: admin.texts.collection,
  bark_accounts: admin.barkAccounts.collection,
  barks: admin.barks.collection,
  wish_spaces: admin.wishSpaces.collection,
  shopping_lists: admin.shoppingLists.collection,
  early_access: admin.earlyAccess.collection,
};

export type AdminResource = keyof typeof TABLES;

/** `next` is a full URL; only its opaque cursor travels back. */
export function cursorOf(next: string | null): string | null {
  if (!next) return null;
  return new URL(next, window.location.origin).searchParams.get('cursor');
}

/** One page of an admin table; `q` searches, `cursor` continues. */
export function getAdminPage<T>(
  resource: AdminResource,
  schema: z.ZodType<Page<T>>,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page<T>> {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return api.get(TABLES[resource](params), {
    schema,
    errorMessage: ADMIN_LIST_ERROR,
    signal,
  });
}

/** Every table of a resource shares the key prefix, so one invalidation refreshes all searches. */
export const adminKey = (resource: AdminResource) => ['admin', resource] as const;

export function getAdminListQueryOptions<T>(resource: AdminResource, schema: z.ZodType<Page<T>>, q: string) {
  return infiniteQueryOptions({
    queryKey: [...adminKey(resource), q],
    queryFn: ({ pageParam, signal }) => getAdminPage(resource, schema, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => cursorOf(lastPage.next),
  });
}

export function useAdminList<T>(resource: AdminResource, schema: z.ZodType<Page<T>>, q: string) {
  return useInfiniteQuery(getAdminListQueryOptions(resource, schema, q));
}
