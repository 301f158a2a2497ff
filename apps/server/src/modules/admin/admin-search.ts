import { sql, type RawBuilder } from 'kysely';

/**
 * Case-insensitive "contains" on both engines: `lower(column) LIKE '%…%' ESCAPE '\'`, with the user's
 * % and _ escaped so they match literally (PostgreSQL's LIKE is case-sensitive, SQLite's only for ASCII).
 */
export function contains(column: string, search: string): RawBuilder<boolean> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
