import type PG from 'pg';

/**
 * Names for the SQL of hot query shapes (db/query-shapes.ts), so that PostgreSQL parses and plans each
 * of them once per connection and every later run sends only its values: `pg` prepares a query that has
 * a name on a connection's first use and reuses it afterwards. Only registered shapes get a name: their
 * SQL is a small fixed set, while other statements (migrations, one-off admin queries) would pile up
 * prepared statements on every connection.
 */
const names = new Map<string, string>();
const MAX_NAMED = 1000;

/** Gives this SQL a statement name (at most MAX_NAMED texts are named; the rest run unnamed). */
export function nameStatement(sql: string): void {
  if (names.has(sql) || names.size >= MAX_NAMED) return;
  names.set(sql, `reeprise_${names.size + 1}`);
}

/** The name given to this SQL, if any. */
export const statementName = (sql: string): string | undefined => names.get(sql);

/** Makes a pool's connections run named SQL as prepared statements. */
export function prepareNamedStatements(pool: PG.Pool): PG.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // Kysely calls query(sql, values); a named shape goes as a query config instead
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      return name === undefined ? query(text, ...rest) : query({ name, text, values: rest[0] });
    }) as typeof client.query;
  });
  return pool;
}
