import type { VocabularySort } from '@reeprise/contract';
import { sql, type RawBuilder } from 'kysely';
import { encodeCursor } from '../../platform/cursor.js';
import { HttpError } from '../../plugins/http-error.js';
import type { Bind } from '../../db/query-shapes.js';

/** Never-reviewed words have no due time: they sort after every real one. */
const NEVER_DUE = '9999-12-31T23:59:59.999Z';

/**
 * Each order is one key and the id as tie-break, both in the same direction, so that one index
 * (user_id, key, id) of migration 0016 serves it and a page continues where the last one stopped. The
 * key is written out literally (no bound values) because an expression index only serves a query whose
 * expression is the same.
 */
const KEYS: Record<VocabularySort, { key: string | null; direction: 'asc' | 'desc' }> = {
  newest: { key: null, direction: 'desc' },
  oldest: { key: null, direction: 'asc' },
  streak: { key: 'v.winning_streak', direction: 'asc' },
  due: { key: `coalesce(v.fsrs_due, '${NEVER_DUE}')`, direction: 'asc' },
  alphabetical: { key: 'v.normalized', direction: 'asc' },
};

/** Where a page starts: after the row with this key and id (null: the first page). */
export interface ListPosition {
  sort: VocabularySort;
  after: { key: number | string | null; id: number } | null;
}

/** The values a row is ordered by, as its cursor holds them. */
export interface Ordered {
  id: number;
  winningStreak: number;
  fsrsDue: string | null;
  normalized: string;
}

function keyOf(sort: VocabularySort, row: Ordered): number | string | null {
  switch (sort) {
    case 'newest':
    case 'oldest':
      return null;
    case 'streak':
      return row.winningStreak;
    case 'due':
      return row.fsrsDue ?? NEVER_DUE;
    case 'alphabetical':
      return row.normalized;
  }
}

/** The position right after `row`: where the next batch of an export starts. */
export function positionAfter(sort: VocabularySort, row: Ordered): ListPosition {
  return { sort, after: { key: keyOf(sort, row), id: row.id } };
}

/** The cursor after `row`: `{id}` for newest and oldest (the spec's cursor), `{id, k}` otherwise. */
export function cursorAfter(sort: VocabularySort, row: Ordered): string {
  const key = keyOf(sort, row);
  return encodeCursor(key === null ? { id: row.id } : { id: row.id, k: key });
}

/** Reads a cursor made by `cursorAfter` for the same order; anything else is a 400. */
export function decodePosition(sort: VocabularySort, cursor: string | undefined): ListPosition {
  if (!cursor) return { sort, after: null };
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { id?: unknown; k?: unknown };
    const { id, k } = value;
    const idOk = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
    const keyOk =
      KEYS[sort].key === null ? k === undefined : sort === 'streak' ? Number.isSafeInteger(k) : typeof k === 'string';
    if (idOk && keyOk) return { sort, after: { key: (k as number | string | undefined) ?? null, id } };
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, 'Invalid cursor.');
}

/** ORDER BY of the order. */
export function orderBy(sort: VocabularySort): RawBuilder<unknown> {
  const { key, direction } = KEYS[sort];
  const dir = sql.raw(direction);
  return key === null ? sql`v.id ${dir}` : sql`${sql.raw(key)} ${dir}, v.id ${dir}`;
}

/** WHERE of a page after `position.after`: one row-value comparison, which both engines walk in the index. */
export function startAfter(position: ListPosition, bind: Bind): RawBuilder<boolean> {
  const { key, direction } = KEYS[position.sort];
  const op = sql.raw(direction === 'asc' ? '>' : '<');
  return key === null
    ? sql<boolean>`v.id ${op} ${bind<number>('afterId')}`
    : sql<boolean>`(${sql.raw(key)}, v.id) ${op} (${bind<unknown>('afterKey')}, ${bind<number>('afterId')})`;
}

/**
 * Case-insensitive "contains" on word, translation and mnemonic, with % and _ typed by the learner
 * matched literally. The word is matched through `normalized`, which JavaScript lower-cased, so it is
 * case-insensitive beyond ASCII on SQLite too (whose lower() folds only ASCII).
 */
export function searchPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function matchesSearch(bind: Bind): RawBuilder<boolean> {
  const p = bind<string>('search');
  return sql<boolean>`(v.normalized like ${p} escape '\\' or lower(v.translation) like ${p} escape '\\' or lower(v.mnemonic) like ${p} escape '\\')`;
}
