import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { createRequire } from 'node:module';
import type PG from 'pg';
import type { Config } from '../config.js';
import { prepareNamedStatements } from './prepared-statements.js';
import type { DB } from './schema.js';

export type Database = Kysely<DB>;
export type Engine = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

// The PostgreSQL client is loaded (as CommonJS, synchronously) only by a process that uses PostgreSQL.
const load = createRequire(import.meta.url);

/** Opens the configured engine; the rest of the code sees only Kysely. */
export function openDatabase(config: Pick<Config, 'database'>): DatabaseHandle {
  if (config.database.kind === 'postgres') {
    const pool = openPostgresPool(config.database.url, { max: config.database.poolSize });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', close: () => db.destroy() };
  }
  const file = config.database.file;
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a committed row survives power loss, which the crash tests check.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, engine: 'sqlite', close: () => db.destroy() };
}

/** A PostgreSQL pool whose connections prepare the hot query shapes once, by name. */
export function openPostgresPool(url: string, options: { max: number; options?: string }): PG.Pool {
  const pg = load('pg') as typeof PG;
  return prepareNamedStatements(new pg.Pool({ connectionString: url, ...options }));
}

/**
 * Kysely's SQLite driver prepares every statement anew; compiling the SQL cost more than running it.
 * Queries are built from a fixed set of shapes, so their prepared statements are kept (bounded).
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      let statement = cache.get(source);
      if (!statement) {
        statement = withFastRows(sqlite.prepare(source));
        if (cache.size >= 2000) cache.delete(cache.keys().next().value!);
        cache.set(source, statement);
      }
      return statement;
    },
  };
}

/** What Kysely's SQLite driver calls on a prepared statement. */
interface SqliteStatement {
  readonly reader: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): SQLite.RunResult;
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

/**
 * better-sqlite3 builds each row object property by property through its C++ API, which cost more than
 * reading the rows (a page of 21 vocabulary rows: ~100 µs of ~110). Rows are read as arrays instead and
 * turned into objects in JavaScript, which V8 does several times faster.
 */
function withFastRows(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  const toObject = (row: unknown[]) => {
    const object: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) object[names[i]] = row[i];
    return object;
  };
  const raw = statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (raw.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const row of raw.iterate(parameters) as IterableIterator<unknown[]>) yield toObject(row);
    },
  };
}

/** Timestamps are stored as ISO-8601 UTC strings on both engines (docs/decisions/002). */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}
