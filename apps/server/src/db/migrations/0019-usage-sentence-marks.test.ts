import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/migrations.js';
import type { DatabaseHandle } from '../database.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

it('marks the clicked form in the sentence of every usage already stored', async () => {
  const migrated = await databaseMigratedTo('0018-review-counts');
  handle = migrated.handle;
  const { db } = handle;

  const now = new Date().toISOString();
  const [user] = await sql<{ id: number }>`insert into users (username, password_hash, is_staff, is_active, created_at, password_changed_at)
    values ('ann', 'x', 0, 1, ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  const [text] = await sql<{ id: number }>`insert into generated_texts (creator_id, topic, status, output, language, level, text_type, word_number, created_at, updated_at)
    values (${user.id}, 't', 'COMPLETE', 'x', 'SPANISH', 'A1', 'STORY', 100, ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  const [entry] = await sql<{ id: number }>`insert into vocabularies (user_id, language, word, normalized, status, created_at, updated_at)
    values (${user.id}, 'SPANISH', 'gato', 'gato', 'COMPLETE', ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  const usages = [
    ['gatos', 'Los Gatos comen pescado.'], // a word: its place in the sentence, whatever its case
    ['comen pescado', 'Los gatos comen pescado.'], // a phrase: where it occurs
    ['perro', 'Los gatos comen pescado.'], // not in the sentence: nothing marked
    ['gato', ''], // no sentence
  ];
  // more than one batch of the migration
  for (let i = 0; i < 2100; i += 1) {
    const [surface, sentence] = usages[i % usages.length];
    await sql`insert into vocabulary_usages (vocabulary_id, user_id, generated_text_id, chapter_number, start_idx, end_idx, surface, sentence, created_at, text_created_at)
      values (${entry.id}, ${user.id}, ${text.id}, 0, ${i}, ${i + 1}, ${surface}, ${sentence}, ${now}, ${now})`.execute(db);
  }

  await migrated.migrateRest();
  const marks = await db.selectFrom('vocabulary_usages').select(['sentence_start', 'sentence_end']).orderBy('id').execute();
  const expected = [
    { sentence_start: 4, sentence_end: 9 },
    { sentence_start: 10, sentence_end: 23 },
    { sentence_start: 0, sentence_end: 0 },
    { sentence_start: 0, sentence_end: 0 },
  ];
  expect(marks).toHaveLength(2100);
  marks.forEach((mark, i) => expect(mark, `usage ${i}`).toEqual(expected[i % expected.length]));
});
