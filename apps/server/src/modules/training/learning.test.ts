import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { learnerApp } from '../../../test/learner-app.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { insertEntry } from '../vocabulary/vocabulary.fixtures.js';
import { VocabularyRepository } from '../vocabulary/vocabulary.repository.js';

const V = '/api/reeprise/vocabulary/';
const DAY = 86400_000;
let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  ({ app, userId, client } = await learnerApp());
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
});

const card = (id: number) =>
  app.ctx.db
    .selectFrom('vocabularies')
    .select(['winning_streak', 'fsrs_due', 'fsrs_stability', 'fsrs_reps', 'fsrs_lapses', 'fsrs_state'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const daysUntil = (iso: string | null) => (new Date(iso!).getTime() - Date.now()) / DAY;

describe('FSRS moves with the streak', () => {
  it("'I know it' is a Good review and 'I don't know it' an Again review, each logged for refitting", async () => {
    const id = await insertEntry(app, userId, 'casa');
    expect((await client.post(`${V}${id}/mark_vocabulary_as_learned/`)).json().winning_streak).toBe(1);
    const first = await card(id);
    expect(first).toMatchObject({ winning_streak: 1, fsrs_reps: 1, fsrs_state: 2, fsrs_lapses: 0 });
    expect(daysUntil(first.fsrs_due)).toBeGreaterThan(1);

    expect((await client.post(`${V}${id}/mark_vocabulary_as_forgotten/`)).json().winning_streak).toBe(0);
    const second = await card(id);
    expect(second).toMatchObject({ winning_streak: 0, fsrs_reps: 2, fsrs_lapses: 1 });
    expect(Number(second.fsrs_stability)).toBeLessThan(Number(first.fsrs_stability));
    expect(daysUntil(second.fsrs_due)).toBeLessThan(daysUntil(first.fsrs_due));

    const log = await app.ctx.db.selectFrom('vocabulary_reviews').selectAll().orderBy('id').execute();
    expect(log.map((r) => [r.result, r.rating, r.state_before, r.streak_before, r.streak_after])).toEqual([
      ['learned', 3, 0, 0, 1],
      ['forgotten', 1, 2, 1, 0],
    ]);
    expect(log[1].due_before).toBe(first.fsrs_due);
    expect(Number(log[1].stability_before)).toBeCloseTo(Number(first.fsrs_stability));
    expect(Number(log[1].elapsed_days)).toBeGreaterThanOrEqual(0);
    expect(log[1].was_due).toBe(0); // answered before its due day
  });

  it('schedules by the learner’s desired retention: a lower target waits longer', async () => {
    const relaxed = await loggedInClient(app, await createUser(app));
    await relaxed.patch('/api/reeprise/user_settings/', { desired_retention: 0.75 });
    const strictId = await insertEntry(app, userId, 'uno');
    const relaxedUser = (await relaxed.get('/accounts/whoami')).json().userId as number;
    const relaxedId = await insertEntry(app, relaxedUser, 'uno');
    await client.post(`${V}${strictId}/mark_vocabulary_as_learned/`);
    await client.post(`${V}${strictId}/mark_vocabulary_as_learned/`);
    await relaxed.post(`${V}${relaxedId}/mark_vocabulary_as_learned/`);
    await relaxed.post(`${V}${relaxedId}/mark_vocabulary_as_learned/`);
    expect(daysUntil((await card(relaxedId)).fsrs_due)).toBeGreaterThan(
      daysUntil((await card(strictId)).fsrs_due),
    );
  });

  it('counts every one of 12 truly concurrent answers once, streak and FSRS alike', async () => {
    const id = await insertEntry(app, userId, 'perro');
    const origin = await listenOnLoopback(app);
    const { statuses } = await burst(12, () =>
      livePost(origin, client, `${V}${id}/mark_vocabulary_as_learned/`, ''),
    );
    expect(statuses).toEqual({ 200: 12 });
    expect(await card(id)).toMatchObject({ winning_streak: 12, fsrs_reps: 12 });
    const log = await app.ctx.db
      .selectFrom('vocabulary_reviews')
      .select('streak_after')
      .orderBy('id')
      .execute();
    expect(log.map((r) => r.streak_after)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});

describe('due words', () => {
  it('counts due now and due today (in the learner’s time zone) and trains the lowest recall first', async () => {
    await insertEntry(app, userId, 'steady', { streak: 4, fsrs: { dueInDays: -2, stability: 9 } });
    await insertEntry(app, userId, 'shaky', { streak: 1, fsrs: { dueInDays: -0.5, stability: 1 } });
    await insertEntry(app, userId, 'old-text', {
      streak: 0,
      textAgeDays: 300,
      fsrs: { dueInDays: -1, stability: 3 },
    });
    await insertEntry(app, userId, 'later', { fsrs: { dueInDays: 3, stability: 20 } });
    await insertEntry(app, userId, 'new', {});
    // due in 1 minute: due today in a zone whose day ends in more than a minute
    const soon = await insertEntry(app, userId, 'soon', { fsrs: { dueInDays: 1 / 1440, stability: 20 } });
    const now = new Date();
    const minutesLeft = (offset: number) => {
      const local = new Date(now.getTime() - offset * 60_000);
      return 24 * 60 - (local.getUTCHours() * 60 + local.getUTCMinutes());
    };
    const offset = [0, -300, 300, -600, 600].find((o) => minutesLeft(o) > 5)!;

    const due = (await client.get(`${V}due/?tz_offset=${offset}`)).json();
    expect(due.due_now).toBe(3);
    expect(due.due_today).toBe(4);
    // then the one word never trained (issue 35), within the default daily limit of new words
    expect(due.results.map((v: { word: string }) => v.word)).toEqual(['shaky', 'old-text', 'steady', 'new']);
    expect(due).toMatchObject({ new_waiting: 1, new_today: 1 });
    expect(due.results[0].sentence).toEqual({ text: 'Hoy shaky aquí.', start: 4, end: 9 });

    const countsOnly = (await client.get(`${V}due/?limit=0`)).json();
    expect(countsOnly).toMatchObject({ due_now: 3, results: [] });
    expect((await client.get(`${V}due/?limit=1`)).json().results).toHaveLength(1);
    await client.post(`${V}${soon}/mark_vocabulary_as_learned/`);
    expect((await client.get(`${V}due/?tz_offset=${offset}`)).json().due_today).toBe(3);
  });

  it('reads a page of due words in one look-up, not one per word', async () => {
    for (const [i, word] of ['uno', 'dos', 'tres', 'cuatro'].entries()) {
      await insertEntry(app, userId, word, { fsrs: { dueInDays: -1, stability: 1 + i } });
    }
    const one = vi.spyOn(VocabularyRepository.prototype, 'findById');
    const page = vi.spyOn(VocabularyRepository.prototype, 'findByIds');
    const due = (await client.get(`${V}due/`)).json();
    expect(due.results.map((v: { word: string }) => v.word)).toEqual(['uno', 'dos', 'tres', 'cuatro']);
    expect(due.results.every((v: { sentence: unknown }) => v.sentence !== null)).toBe(true);
    expect(one).not.toHaveBeenCalled();
    expect(page).toHaveBeenCalledTimes(1);
  });

  it('validates its query and shows nobody else’s words', async () => {
    for (const query of ['?limit=-1', '?limit=101', '?tz_offset=900', '?tz_offset=x']) {
      expect((await client.get(`${V}due/${query}`)).statusCode, query).toBe(400);
    }
    await insertEntry(app, userId, 'mine', { fsrs: { dueInDays: -1, stability: 2 } });
    const other = await loggedInClient(app, await createUser(app));
    expect((await other.get(`${V}due/`)).json()).toEqual({
      due_now: 0,
      due_today: 0,
      new_waiting: 0,
      new_today: 0,
      results: [],
    });
  });

  it('starts new words up to the learner’s daily limit, oldest first, and counts those started today', async () => {
    await insertEntry(app, userId, 'due', { fsrs: { dueInDays: -1, stability: 2 } });
    const fresh = [];
    for (const word of ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'])
      fresh.push(await insertEntry(app, userId, word));
    await insertEntry(app, userId, 'pending', { status: 'PENDING' });
    const session = async (query = '') => {
      const due = (await client.get(`${V}due/${query}`)).json();
      return { ...due, results: due.results.map((v: { word: string }) => v.word) };
    };
    const settings = (body: Record<string, unknown>) => client.patch('/api/reeprise/user_settings/', body);

    expect(await session()).toMatchObject({ due_now: 1, due_today: 1, new_waiting: 6, new_today: 6 });
    expect((await session()).results).toEqual(['due', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis']);
    // the session's size still bounds it, due words first
    expect((await session('?limit=3')).results).toEqual(['due', 'uno', 'dos']);

    expect((await settings({ new_words_per_day: 4 })).json()).toMatchObject({ new_words_per_day: 4 });
    expect(await session()).toMatchObject({
      new_waiting: 6,
      new_today: 4,
      results: ['due', 'uno', 'dos', 'tres', 'cuatro'],
    });
    // two new words answered today: two of today's four are left, and two fewer wait
    await client.post(`${V}${fresh[0]}/mark_vocabulary_as_learned/`);
    await client.post(`${V}${fresh[1]}/mark_vocabulary_as_forgotten/`);
    expect(await session()).toMatchObject({
      new_waiting: 4,
      new_today: 2,
      results: ['due', 'tres', 'cuatro'],
    });

    expect((await settings({ new_words_per_day: 0 })).statusCode).toBe(200);
    expect(await session()).toMatchObject({ new_waiting: 4, new_today: 0, results: ['due'] });
    for (const bad of [-1, 101, 2.5, '3']) {
      expect((await settings({ new_words_per_day: bad })).statusCode, String(bad)).toBe(400);
    }
  });
});

describe('progress', () => {
  it('counts reviews, words added and due reviews per day and the true retention of due reviews', async () => {
    const steady = await insertEntry(app, userId, 'steady', {
      createdDaysAgo: 3,
      fsrs: { dueInDays: -1, stability: 5 },
    });
    const shaky = await insertEntry(app, userId, 'shaky', {
      createdDaysAgo: 3,
      fsrs: { dueInDays: -2, stability: 2 },
    });
    const fresh = await insertEntry(app, userId, 'fresh');
    await insertEntry(app, userId, 'ancient', { createdDaysAgo: 45 });
    await insertEntry(app, userId, 'week', { fsrs: { dueInDays: 6.5, stability: 20 } });
    await client.post(`${V}${steady}/mark_vocabulary_as_learned/`);
    await client.post(`${V}${shaky}/mark_vocabulary_as_forgotten/`);
    await client.post(`${V}${fresh}/mark_vocabulary_as_learned/`);

    const progress = (await client.get(`${V}progress/?tz_offset=0`)).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(progress.reviews_per_day).toHaveLength(30);
    expect(progress.reviews_per_day.at(-1)).toEqual({ day: today, count: 3, good: 2 });
    expect(progress.reviews_per_day.slice(0, -1).every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(progress.words_added_per_day).toHaveLength(30);
    expect(progress.words_added_per_day.at(-1)).toEqual({ day: today, count: 2 });
    const threeDaysAgo = new Date(Date.now() - 3 * DAY).toISOString().slice(0, 10);
    expect(progress.words_added_per_day.find((d: { day: string }) => d.day === threeDaysAgo).count).toBe(2);
    expect(progress.words_added_per_day.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(
      4,
    );
    expect(progress.due_forecast).toHaveLength(14);
    expect(progress.due_forecast[0].day).toBe(today);
    const cards = await app.ctx.db
      .selectFrom('vocabularies')
      .select('fsrs_due')
      .where('user_id', '=', userId)
      .execute();
    const startOfToday = new Date(`${today}T00:00:00.000Z`).getTime();
    const dueWithin14Days = cards.filter(
      (c) => c.fsrs_due !== null && new Date(c.fsrs_due).getTime() < startOfToday + 14 * DAY,
    );
    expect(dueWithin14Days.length).toBeGreaterThanOrEqual(3); // shaky (tomorrow), fresh, week
    expect(progress.due_forecast.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(
      dueWithin14Days.length,
    );
    const forecastDay = (iso: string) => Math.floor((new Date(iso).getTime() - startOfToday) / DAY);
    for (const c of dueWithin14Days)
      expect(progress.due_forecast[Math.max(0, forecastDay(c.fsrs_due!))].count).toBeGreaterThan(0);
    // two answers to due words (one known, one not) make the true retention; the new word's does not count
    expect(progress.retention).toEqual({ due_reviews: 2, good: 1, rate: 0.5, desired: 0.9 });
  });

  it('starts empty for a new learner and validates tz_offset', async () => {
    const progress = (await client.get(`${V}progress/`)).json();
    expect(progress.retention).toEqual({ due_reviews: 0, good: 0, rate: null, desired: 0.9 });
    expect(progress.due_forecast.every((d: { count: number }) => d.count === 0)).toBe(true);
    expect((await client.get(`${V}progress/?tz_offset=-841`)).statusCode).toBe(400);
  });
});
