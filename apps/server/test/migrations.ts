import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.js';
import { migrations } from '../src/db/migrations/index.js';
import { openTestDatabase } from './test-database.js';

/**
 * A fresh test database migrated up to and including `name`, for a migration's test to fill with the
 * rows that migration must carry over; `migrateRest()` then runs every later migration.
 */
export async function databaseMigratedTo(name: string): Promise<{ handle: DatabaseHandle; migrateRest(): Promise<void> }> {
  const handle = await openTestDatabase({ migrated: false });
  // Kysely's bookkeeping tables must be looked for in this test's own PostgreSQL schema
  const schema =
    handle.engine === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: handle.db,
    migrationTableSchema: schema,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([key, build]) => [key, build(handle.engine)])),
    },
  });
  const succeeded = ({ error }: { error?: unknown }) => {
    if (error) throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  };
  succeeded(await migrator.migrateTo(name));
  return { handle, migrateRest: async () => succeeded(await migrator.migrateToLatest()) };
}
