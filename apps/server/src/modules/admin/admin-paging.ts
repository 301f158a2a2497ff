import type { FastifyRequest } from 'fastify';
import { ADMIN_PAGE_SIZE, type AdminListQuery, type Page } from '@reeprise/contract';
import { decodeIdCursor, encodeCursor, pageUrl } from '../../platform/cursor.js';

/** What an admin list was asked for: the search text and where the page starts. */
export interface PageRequest {
  search: string | null;
  beforeId: number | null;
}

export interface PageResult<T> {
  results: T[];
  nextCursor: string | null;
}

export const pageRequest = (query: AdminListQuery): PageRequest => ({
  search: query.q ? query.q : null,
  beforeId: decodeIdCursor(query.cursor),
});

/** Loads one more row than a page holds, to know whether another page exists. */
export async function loadPage<T extends { id: number }>(
  load: (search: string | null, beforeId: number | null, limit: number) => Promise<T[]>,
  page: PageRequest,
): Promise<PageResult<T>> {
  const rows = await load(page.search, page.beforeId, ADMIN_PAGE_SIZE + 1);
  const results = rows.slice(0, ADMIN_PAGE_SIZE);
  return {
    results,
    nextCursor: rows.length > ADMIN_PAGE_SIZE ? encodeCursor({ id: results.at(-1)!.id }) : null,
  };
}

/** The DRF-style page: `next` is this URL with the same search and the new cursor. */
export function pageAnswer<T, U>(
  request: FastifyRequest,
  query: AdminListQuery,
  page: PageResult<T>,
  present: (row: T) => U,
): Page<U> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  const base = `${request.protocol}://${request.host}${request.url.split('?')[0] ?? ''}`;
  return {
    results: page.results.map(present),
    next: page.nextCursor ? pageUrl(base, params, page.nextCursor) : null,
    previous: null,
  };
}
