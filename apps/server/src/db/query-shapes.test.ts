import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database, DatabaseHandle } from './database.js';
import { QueryShapes } from './query-shapes.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const insertUsers = async (h: DatabaseHandle, names: string[]) => {
  const now = new Date().toISOString();
  for (const username of names) {
    await h.db.insertInto('users').values({ username, password_hash: 'x', is_staff: 0, is_active: 1, created_at: now, password_changed_at: now }).execute();
  }
};

it('builds a shape once and binds new values on every run', async () => {
  handle = await openTestDatabase();
  await insertUsers(handle, ['ann', 'bob', 'cy']);
  const shapes = new QueryShapes(handle.db, false);
  const byName = (name: string) =>
    shapes.execute('by-name', { name }, (bind) => handle!.db.selectFrom('users').select('username').where('username', '=', bind<string>('name')));
  expect(await byName('ann')).toEqual([{ username: 'ann' }]);
  expect(await byName('bob')).toEqual([{ username: 'bob' }]);
});

it('fails, when verifying, on a value that was captured instead of bound', async () => {
  handle = await openTestDatabase();
  await insertUsers(handle, ['ann', 'bob']);
  const shapes = new QueryShapes(handle.db, true);
  const byName = (name: string) =>
    shapes.execute('by-name', { name }, () => handle!.db.selectFrom('users').select('username').where('username', '=', name));
  expect(await byName('ann')).toEqual([{ username: 'ann' }]);
  await expect(byName('bob')).rejects.toThrow(/does not match its values/);
});

it.runIf(process.env.TEST_DB === 'postgres')(
  'runs a shape on PostgreSQL as a named prepared statement, parsed once per connection',
  async () => {
    handle = await openTestDatabase();
    await insertUsers(handle, ['ann', 'bob']);
    const marker = `shape_${Date.now()}`;
    const run = (db: Database, shapes: QueryShapes, name: string) =>
      shapes.execute(marker, { name }, (bind) =>
        db
          .selectFrom('users')
          .select('username')
          .where('username', '=', bind<string>('name'))
          .where(sql<boolean>`${sql.lit(marker)} = ${sql.lit(marker)}`),
      );
    // one connection, so the statements PostgreSQL holds are those of the connection that ran the shape
    await handle.db.connection().execute(async (db) => {
      const shapes = new QueryShapes(db, false);
      expect(await run(db, shapes, 'ann')).toEqual([{ username: 'ann' }]);
      expect(await run(db, shapes, 'bob')).toEqual([{ username: 'bob' }]);
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(db);
      const prepared = rows.filter((row) => row.statement.includes(marker));
      expect(prepared).toHaveLength(1);
      expect(prepared[0]?.name).toMatch(/^reeprise_\d+$/);
    });
    // any other pooled connection prepares it on its first use
    expect(await run(handle.db, new QueryShapes(handle.db, false), 'bob')).toEqual([{ username: 'bob' }]);
  },
);
