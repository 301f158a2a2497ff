import pg from 'pg';

/**
 * Each vitest worker runs its PostgreSQL tests in a database of its own (`<DATABASE_URL's>_worker<N>`,
 * created once), in which every test still gets a fresh schema (test/test-database.ts). Workers cannot
 * share one database: Kysely's migrator lists every table of the database to find its own
 * (`Migrator#doesTableExists`), and that listing fails when another worker drops a test schema meanwhile.
 */
// kept aside in case the process runs another test file with this setup again
const base = process.env.BASE_DATABASE_URL ?? process.env.DATABASE_URL;
if (process.env.TEST_DB === 'postgres' && base) {
  process.env.BASE_DATABASE_URL = base;
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'postgres'}_worker${process.env.VITEST_POOL_ID ?? '1'}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    // a worker id belongs to one worker at a time, so no other process creates this name meanwhile
    if (!rowCount) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
}
