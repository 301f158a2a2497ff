import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/http-error.js';

/** Opaque cursors: base64url JSON, so clients cannot depend on what is inside. */
export function encodeCursor(value: Record<string, number | string>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function decodeIdCursor(cursor: string | undefined): number | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const id = (value as { id?: unknown }).id;
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0) return id;
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, 'Invalid cursor.');
}

/** The DRF-style `next` link: the same URL with the new cursor. */
export function pageUrl(baseUrl: string, params: URLSearchParams, cursor: string): string {
  const next = new URLSearchParams(params);
  next.set('cursor', cursor);
  return `${baseUrl}?${next.toString()}`;
}

/** One page of rows, newest first, and the cursor of the next page if there is one. */
export interface IdPage<T> {
  results: T[];
  nextCursor: string | null;
}

/**
 * Loads one row more than a page holds, to know whether another page exists (keyset pagination on
 * `id`, so rows inserted meanwhile never shift a page).
 */
export async function loadIdPage<T extends { id: number }>(
  pageSize: number,
  load: (limit: number) => Promise<T[]>,
): Promise<IdPage<T>> {
  const rows = await load(pageSize + 1);
  const results = rows.slice(0, pageSize);
  return { results, nextCursor: rows.length > pageSize ? encodeCursor({ id: results.at(-1)!.id }) : null };
}

/**
 * The DRF-style answer: `next` is the requested URL with the same filters and the new cursor, absolute
 * on PUBLIC_ORIGIN when it is set. Otherwise on the request's own scheme and Host: Fastify reads
 * X-Forwarded-Proto/-Host only from a proxy named in TRUSTED_PROXIES, so a client cannot choose them.
 */
export function pageAnswer<T, U>(
  request: Pick<FastifyRequest, 'protocol' | 'host' | 'url' | 'server'>,
  page: IdPage<T>,
  present: (row: T) => U,
): { results: U[]; next: string | null; previous: null } {
  const [path = '', search = ''] = request.url.split('?');
  const params = new URLSearchParams(search);
  params.delete('cursor');
  const origin = pageOrigin(request);
  return {
    results: page.results.map(present),
    next: page.nextCursor ? pageUrl(`${origin}${path}`, params, page.nextCursor) : null,
    previous: null,
  };
}

/** Where the `next` links of a page answer point: PUBLIC_ORIGIN, else the request's scheme and Host. */
export function pageOrigin(request: Pick<FastifyRequest, 'protocol' | 'host' | 'server'>): string {
  return request.server.ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
