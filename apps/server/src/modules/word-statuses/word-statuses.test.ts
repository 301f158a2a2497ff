import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';
import { insertEntry } from '../vocabulary/vocabulary.fixtures.js';

const W = '/api/reeprise/word_statuses/';
const KNOWN_FORMS = '/api/reeprise/vocabulary/known_forms/?language=SPANISH';

let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  userId = user.id;
  client = await loggedInClient(app, user);
});
afterEach(async () => {
  await app.close();
});

const mark = (words: string[], status: string, c = client, language = 'SPANISH') =>
  c.post(W, { language, words, status });

describe('word statuses', () => {
  it('needs a login for every route, and the CSRF token for changes', async () => {
    const guest = new TestClient(app);
    await guest.get('/accounts/whoami');
    for (const url of [`${W}stats/?language=SPANISH`, `${W}languages/`, `${W}history/?language=SPANISH`]) {
      expect((await guest.get(url)).statusCode, url).toBe(401);
    }
    expect((await mark(['gato'], 'known', guest)).statusCode).toBe(401);
    expect((await guest.post(`${W}placement/`, { language: 'SPANISH', level: 'A1' })).statusCode).toBe(401);
    expect((await guest.delete(`${W}placement/?language=SPANISH`)).statusCode).toBe(401);
    const forged = await client.post(W, { language: 'SPANISH', words: ['gato'], status: 'known' }, { csrf: false });
    expect(forged.statusCode).toBe(403);
    const forgedDelete = await client.delete(`${W}placement/?language=SPANISH`, { csrf: false });
    expect(forgedDelete.statusCode).toBe(403);
    expect((await client.get(`${W}stats/?language=SPANISH`)).json().known).toBe(0);
  });

  it('rejects bad bodies with 400', async () => {
    for (const body of [
      { language: 'SPANISH', words: [], status: 'known' },
      { language: 'SPANISH', words: Array.from({ length: 10_001 }, (_, i) => `w${i}`), status: 'known' },
      { language: 'SPANISH', words: ['x'.repeat(101)], status: 'known' },
      { language: 'SPANISH', words: ['  '], status: 'known' },
      { language: 'SPANISH', words: ['gato'], status: 'learning' },
      { language: 'KLINGON', words: ['gato'], status: 'known' },
      { language: 'SPANISH', words: ['gato'], status: 'known', user_id: 1 },
    ]) {
      const response = await client.post(W, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await client.get(`${W}stats/?language=KLINGON`)).statusCode).toBe(400);
    expect((await client.get(`${W}history/?language=SPANISH&tz_offset=9999`)).statusCode).toBe(400);
    expect((await client.post(`${W}placement/`, { language: 'SPANISH', level: 'D1' })).statusCode).toBe(400);
  });

  it('accepts 10,000 words of 100 characters', async () => {
    const words = Array.from({ length: 10_000 }, (_, i) => `${'a'.repeat(96)}${i.toString(36).replace(/\d/g, 'z')}x`);
    const response = await mark(words, 'known');
    expect(response.statusCode).toBe(200);
    expect(response.json().changed).toBe(new Set(words).size);
  });

  it('normalises forms, skips phrases and numbers, and counts only changes', async () => {
    expect((await mark(['Gato', 'gato', 'el perro', '1984', 'l’'], 'known')).json()).toEqual({ changed: 2 });
    expect((await mark(['GATO'], 'known')).json()).toEqual({ changed: 0 });
    expect((await mark(['gato', 'Pepe'], 'ignored')).json()).toEqual({ changed: 2 });
    expect((await mark(['gato', 'nunca'], 'new')).json()).toEqual({ changed: 1 });
    expect((await client.get(KNOWN_FORMS)).json()).toEqual({ forms: ['l’'], learning: [], ignored: ['pepe'] });
  });

  it('keeps statuses per learner and language', async () => {
    const other = await loggedInClient(app, await createUser(app));
    await mark(['gato'], 'known');
    await mark(['cat'], 'known', client, 'ENGLISH');
    expect((await other.get(KNOWN_FORMS)).json().forms).toEqual([]);
    expect((await client.get(KNOWN_FORMS)).json().forms).toEqual(['gato']);
  });
});

describe('known_forms with statuses', () => {
  it('holds known forms, learning unless marked, ignored apart, and never serves a kept answer after a change', async () => {
    await insertEntry(app, userId, 'perro');
    await insertEntry(app, userId, 'casa', { fsrs: { dueInDays: 30, stability: 40 } });
    expect((await client.get(KNOWN_FORMS)).json()).toEqual({ forms: ['casa', 'perro'], learning: ['perro'], ignored: [] });
    // the answer above is kept; each status change must replace it
    await mark(['sol'], 'known');
    expect((await client.get(KNOWN_FORMS)).json()).toEqual({ forms: ['casa', 'perro', 'sol'], learning: ['perro'], ignored: [] });
    await mark(['perro'], 'known');
    expect((await client.get(KNOWN_FORMS)).json()).toEqual({ forms: ['casa', 'perro', 'sol'], learning: [], ignored: [] });
    await mark(['perro'], 'ignored');
    await mark(['sol'], 'new');
    expect((await client.get(KNOWN_FORMS)).json()).toEqual({ forms: ['casa', 'perro'], learning: [], ignored: ['perro'] });
    await mark(['perro'], 'new');
    expect((await client.get(KNOWN_FORMS)).json()).toEqual({ forms: ['casa', 'perro'], learning: ['perro'], ignored: [] });
  });
});

describe('stats, languages and history', () => {
  it('counts known (statuses and vocabulary past the threshold), learning and ignored forms', async () => {
    await insertEntry(app, userId, 'perro');
    await insertEntry(app, userId, 'casa', { fsrs: { dueInDays: 30, stability: 40 } });
    await insertEntry(app, userId, 'mesa', { streak: 9 });
    await insertEntry(app, userId, 'tomar el pelo');
    await mark(['sol', 'luna', 'casa'], 'known');
    await mark(['Pepe', 'mesa'], 'ignored');
    await mark(['dog'], 'known', client, 'ENGLISH');
    const stats = (await client.get(`${W}stats/?language=SPANISH`)).json();
    expect(stats).toEqual({ language: 'SPANISH', known: 3, learning: 1, ignored: 2, placement_level: null });
    const { languages } = (await client.get(`${W}languages/`)).json();
    expect(languages).toEqual([
      { language: 'ENGLISH', known: 1, learning: 0, ignored: 0, placement_level: null },
      stats,
    ]);
    expect((await client.get(`${W}stats/?language=FRENCH`)).json()).toMatchObject({ known: 0, learning: 0, ignored: 0 });
  });

  it('gives the known forms at the end of each local day with marks', async () => {
    const at = (iso: string, forms: string[]) =>
      app.ctx.db
        .insertInto('word_statuses')
        .values(forms.map((form) => ({ user_id: userId, language: 'SPANISH', form, status: 'known', source: 'read', updated_at: iso })))
        .execute();
    await at('2026-11-01T23:30:00.000Z', ['a', 'b']);
    await at('2026-11-02T00:30:00.000Z', ['c']);
    await at('2026-11-03T10:00:00.000Z', ['d', 'e', 'f']);
    await app.ctx.db
      .insertInto('word_statuses')
      .values({ user_id: userId, language: 'SPANISH', form: 'x', status: 'ignored', source: 'manual', updated_at: '2026-11-03T10:00:00.000Z' })
      .execute();
    const utc = (await client.get(`${W}history/?language=SPANISH`)).json();
    expect(utc).toEqual({
      language: 'SPANISH',
      days: [
        { date: '2026-11-01', known: 2 },
        { date: '2026-11-02', known: 3 },
        { date: '2026-11-03', known: 6 },
      ],
    });
    // UTC+1 (getTimezoneOffset -60): 23:30 and 00:30 UTC are both on the 2nd
    const berlin = (await client.get(`${W}history/?language=SPANISH&tz_offset=-60`)).json();
    expect(berlin.days).toEqual([
      { date: '2026-11-02', known: 3 },
      { date: '2026-11-03', known: 6 },
    ]);
  });
});

describe('settings and due dates', () => {
  it('stores show_new_word_marks', async () => {
    const S = '/api/reeprise/user_settings/';
    expect((await client.get(S)).json().show_new_word_marks).toBe(true);
    expect((await client.patch(S, { show_new_word_marks: false })).json().show_new_word_marks).toBe(false);
    expect((await client.get(S)).json().show_new_word_marks).toBe(false);
    expect((await client.patch(S, { show_new_word_marks: 'no' })).statusCode).toBe(400);
  });

  it('gives every vocabulary answer its FSRS due time, null before the first review', async () => {
    const fresh = await insertEntry(app, userId, 'perro');
    await insertEntry(app, userId, 'casa', { fsrs: { dueInDays: 3, stability: 5 } });
    const page = (await client.get('/api/reeprise/vocabulary/?sort=alphabetical')).json();
    expect(page.results.map((v: { word: string; due_at: string | null }) => [v.word, typeof v.due_at])).toEqual([
      ['casa', 'string'],
      ['perro', 'object'],
    ]);
    expect(page.results[1].due_at).toBeNull();
    const reviewed = (await client.post(`/api/reeprise/vocabulary/${fresh}/mark_vocabulary_as_learned/`)).json();
    expect(Date.parse(reviewed.due_at)).toBeGreaterThan(Date.now());
  });
});
