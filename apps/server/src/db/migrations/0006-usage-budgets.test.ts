import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/migrations.js';
import type { DatabaseHandle } from '../database.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

it('starts each wish space’s storage budget from the recordings it already holds', async () => {
  const migrated = await databaseMigratedTo('0005-usage-text-dates');
  handle = migrated.handle;
  const { db } = handle;

  const now = new Date().toISOString();
  const [user] = await sql<{
    id: number;
  }>`insert into users (username, password_hash, is_staff, is_active, created_at, password_changed_at)
    values ('ann', 'x', 1, 1, ${now}, ${now}) returning id`
    .execute(db)
    .then((r) => r.rows);
  const space = async (name: string) =>
    (
      await sql<{ id: number }>`insert into wish_spaces (owner_id, name, upload_token, created_at, updated_at)
        values (${user.id}, ${name}, 't', ${now}, ${now}) returning id`.execute(db)
    ).rows[0].id;
  const full = await space('full');
  const empty = await space('empty');
  for (const size of [1000, 2500]) {
    const [file] = await sql<{
      id: number;
    }>`insert into files (owner_id, kind, content_type, size, data, created_at)
      values (${user.id}, 'wish-audio', 'audio/wav', ${size}, ${Buffer.alloc(size)}, ${now}) returning id`
      .execute(db)
      .then((r) => r.rows);
    await sql`insert into wishes (space_id, file_id, title, created_at) values (${full}, ${file.id}, 'w', ${now})`.execute(
      db,
    );
  }

  await migrated.migrateRest();
  const rows = await db
    .selectFrom('wish_spaces')
    .select(['id', 'stored_bytes', 'stored_wishes'])
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { id: full, stored_bytes: 3500, stored_wishes: 2 },
    { id: empty, stored_bytes: 0, stored_wishes: 0 },
  ]);
});
