import { sql } from 'kysely';
import pg from 'pg';
import type { Database } from '../src/db/database.js';

/** A PostgreSQL connection of its own to the test app's database and schema, outside the app's pool. */
export async function ownSession(db: Database): Promise<pg.Client> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL,
    options: `-c search_path=${rows[0].schema}`,
  });
  await client.connect();
  return client;
}

/** Resolves once the statement of `client` waits for a lock, or once `unless` has settled (fails after 10 s). */
export async function waitingForLock(db: Database, client: pg.Client, unless?: Promise<unknown>) {
  let settled = false;
  void unless?.finally(() => (settled = true)).catch(() => undefined);
  const pid = (client as unknown as { processID: number }).processID;
  for (let tries = 0; tries < 1000 && !settled; tries++) {
    const { rows } = await sql<{
      waiting: boolean;
    }>`select wait_event_type = 'Lock' as waiting from pg_stat_activity where pid = ${pid}`.execute(db);
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (settled) return;
  throw new Error(`session ${pid} never waited for a lock`);
}
