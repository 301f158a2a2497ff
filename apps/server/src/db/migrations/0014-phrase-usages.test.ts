import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/migrations.js';
import type { DatabaseHandle } from '../database.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

it('keeps every usage with its offsets, and lets a phrase start where a word starts', async () => {
  const migrated = await databaseMigratedTo('0012-drop-early-access-attempts');
  handle = migrated.handle;
  const { db } = handle;

  const now = new Date().toISOString();
  const [user] = await sql<{ id: number }>`insert into users (username, password_hash, is_staff, is_active, created_at, password_changed_at)
    values ('ann', 'x', 0, 1, ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  const [text] = await sql<{ id: number }>`insert into generated_texts (creator_id, topic, status, output, language, level, text_type, word_number, created_at, updated_at)
    values (${user.id}, 't', 'COMPLETE', 'il y a l''arc-en-ciel', 'FRENCH', 'A1', 'STORY', 100, ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  const [entry] = await sql<{ id: number }>`insert into vocabularies (user_id, language, word, normalized, status, created_at, updated_at)
    values (${user.id}, 'FRENCH', 'il', 'il', 'COMPLETE', ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  // 'arc' is a word of the old splitter only: its usage stays where it was (decision 014)
  for (const [start, end, surface] of [[0, 2, 'il'], [9, 12, 'arc']] as const) {
    await sql`insert into vocabulary_usages (vocabulary_id, user_id, generated_text_id, chapter_number, start_idx, end_idx, surface, sentence, created_at, text_created_at)
      values (${entry.id}, ${user.id}, ${text.id}, 0, ${start}, ${end}, ${surface}, 'il y a', ${now}, ${now})`.execute(db);
  }
  const before = await db.selectFrom('vocabulary_usages').selectAll().orderBy('id').execute();

  await migrated.migrateRest();
  // the columns there were (later migrations add others)
  const columns = Object.keys(before[0]) as (keyof (typeof before)[0])[];
  expect(await db.selectFrom('vocabulary_usages').select(columns).orderBy('id').execute()).toEqual(before);
  const usage = { vocabulary_id: entry.id, user_id: user.id, generated_text_id: text.id, chapter_id: null, chapter_number: 0, surface: 'il y a', sentence: 'il y a', created_at: now, text_created_at: now };
  await db.insertInto('vocabulary_usages').values({ ...usage, start_idx: 0, end_idx: 6 }).execute();
  // the same place (start and end) is still taken once only
  await expect(db.insertInto('vocabulary_usages').values({ ...usage, start_idx: 0, end_idx: 6 }).execute()).rejects.toThrow();
  // new ids continue after the copied ones
  const ids = (await db.selectFrom('vocabulary_usages').select('id').orderBy('id').execute()).map((row) => row.id);
  expect(ids).toEqual([before[0].id, before[1].id, before[1].id + 1]);
});
