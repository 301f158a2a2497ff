import { ADMIN_PAGE_SIZE, type AdminListQuery } from '@reeprise/contract';
import { decodeIdCursor, loadIdPage, type IdPage } from '../../platform/cursor.js';

/** What an admin list was asked for: the search text and where the page starts. */
export interface PageRequest {
  search: string | null;
  beforeId: number | null;
}

export const pageRequest = (query: AdminListQuery): PageRequest => ({
  search: query.q ? query.q : null,
  beforeId: decodeIdCursor(query.cursor),
});

/** Loads one more row than a page holds, to know whether another page exists. */
export async function loadPage<T extends { id: number }>(
  load: (search: string | null, beforeId: number | null, limit: number) => Promise<T[]>,
  page: PageRequest,
): Promise<IdPage<T>> {
  return loadIdPage(ADMIN_PAGE_SIZE, (limit) => load(page.search, page.beforeId, limit));
}
