import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { openDatabase, openPostgresPool, type DatabaseHandle } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { DB } from '../src/db/schema.js';

/**
 * A fresh database for one test, migrated unless `migrated: false`: in-memory SQLite, or in the vitest project 'postgres'
 * (DATABASE_URL set) a schema of its own in that PostgreSQL database, dropped on close.
 */
export async function openTestDatabase({ migrated = true } = {}): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const handle = openDatabase({ database: { kind: 'sqlite', file: ':memory:' } });
    if (migrated) await migrateToLatest(handle);
    return handle;
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = openPostgresPool(url, { max: 5, options: `-c search_path=${schema}` });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  const handle: DatabaseHandle = {
    db,
    engine: 'postgres',
    async close() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
  if (migrated) await migrateToLatest(handle);
  return handle;
}
