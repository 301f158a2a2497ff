import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/migrations.js';
import type { DatabaseHandle } from '../database.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

it('backfills every existing usage with its text’s creation time', async () => {
  const migrated = await databaseMigratedTo('0004-extras');
  handle = migrated.handle;
  const { db } = handle;

  const now = new Date().toISOString();
  const [user] = await sql<{ id: number }>`insert into users (username, password_hash, is_staff, is_active, created_at, password_changed_at)
    values ('ann', 'x', 0, 1, ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  const textAt = ['2024-01-02T03:04:05.000Z', '2025-06-07T08:09:10.000Z'];
  const texts = [];
  for (const createdAt of textAt) {
    const [text] = await sql<{ id: number }>`insert into generated_texts (creator_id, topic, status, output, language, level, text_type, word_number, created_at, updated_at)
      values (${user.id}, 't', 'COMPLETE', 'uno dos', 'SPANISH', 'A1', 'STORY', 100, ${createdAt}, ${now}) returning id`.execute(db).then((r) => r.rows);
    texts.push(text.id);
  }
  const [entry] = await sql<{ id: number }>`insert into vocabularies (user_id, language, word, normalized, status, created_at, updated_at)
    values (${user.id}, 'SPANISH', 'uno', 'uno', 'COMPLETE', ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  for (const textId of texts) {
    await sql`insert into vocabulary_usages (vocabulary_id, user_id, generated_text_id, chapter_number, start_idx, end_idx, surface, sentence, created_at)
      values (${entry.id}, ${user.id}, ${textId}, 0, 0, 3, 'uno', 'uno dos', ${now})`.execute(db);
  }

  await migrated.migrateRest();
  const rows = await db.selectFrom('vocabulary_usages').select(['generated_text_id', 'text_created_at']).orderBy('generated_text_id').execute();
  expect(rows).toEqual(texts.map((id, i) => ({ generated_text_id: id, text_created_at: textAt[i] })));
});
