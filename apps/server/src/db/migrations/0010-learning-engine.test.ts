import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { databaseMigratedTo } from '../../../test/migrations.js';
import type { DatabaseHandle } from '../database.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

it('replays the stored reviews through FSRS: cards and review logs as if FSRS had run all along', async () => {
  const migrated = await databaseMigratedTo('0009-username-key');
  handle = migrated.handle;
  const { db } = handle;

  const now = '2026-01-01T00:00:00.000Z';
  const [user] = await sql<{ id: number }>`insert into users (username, password_hash, is_staff, is_active, created_at, password_changed_at)
    values ('ann', 'x', 0, 1, ${now}, ${now}) returning id`.execute(db).then((r) => r.rows);
  const entry = async (word: string) =>
    (
      await sql<{ id: number }>`insert into vocabularies (user_id, language, word, normalized, status, winning_streak, created_at, updated_at)
        values (${user.id}, 'SPANISH', ${word}, ${word}, 'COMPLETE', 0, ${now}, ${now}) returning id`.execute(db)
    ).rows[0].id;
  const reviewed = await entry('casa');
  const untouched = await entry('perro');
  const answers: [string, string][] = [
    ['learned', '2026-01-02T10:00:00.000Z'],
    ['learned', '2026-01-10T10:00:00.000Z'],
    ['forgotten', '2026-03-01T10:00:00.000Z'],
  ];
  let streak = 0;
  for (const [result, at] of answers) {
    const after = result === 'learned' ? streak + 1 : 0;
    await sql`insert into vocabulary_reviews (vocabulary_id, user_id, result, streak_before, streak_after, reviewed_at)
      values (${reviewed}, ${user.id}, ${result}, ${streak}, ${after}, ${at})`.execute(db);
    streak = after;
  }

  await migrated.migrateRest();
  const cards = await db
    .selectFrom('vocabularies')
    .select(['id', 'fsrs_due', 'fsrs_reps', 'fsrs_lapses', 'fsrs_state', 'fsrs_stability'])
    .orderBy('id')
    .execute();
  expect(cards[0]).toMatchObject({ id: reviewed, fsrs_reps: 3, fsrs_lapses: 1 });
  expect(cards[0].fsrs_due! > '2026-03-01T10:00:00.000Z').toBe(true);
  expect(Number(cards[0].fsrs_stability)).toBeGreaterThan(0);
  expect(cards[1]).toMatchObject({ id: untouched, fsrs_due: null, fsrs_reps: 0, fsrs_state: 0 });

  const log = await db
    .selectFrom('vocabulary_reviews')
    .select(['rating', 'state_before', 'elapsed_days', 'due_before', 'was_due'])
    .orderBy('id')
    .execute();
  expect(log.map((r) => [r.rating, r.state_before, r.was_due])).toEqual([
    [3, 0, 0],
    [3, 2, 1], // eight days later: past its first interval, a due review
    [1, 2, 1],
  ]);
  expect(log[0].due_before).toBeNull();
  expect(Number(log[1].elapsed_days)).toBeCloseTo(8);
  const settings = await db.selectFrom('user_settings').select('desired_retention').execute();
  expect(settings.every((s) => Number(s.desired_retention) === 0.9)).toBe(true);
});
