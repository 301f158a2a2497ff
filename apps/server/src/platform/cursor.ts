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
