import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.js';
import { learnerApp } from '../../../test/learner-app.js';
import type { TestClient } from '../../../test/test-client.js';
import { insertEntry } from './vocabulary.fixtures.js';

const V = '/api/reeprise/vocabulary/';
let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  ({ app, userId, client } = await learnerApp());
});
afterEach(() => app.close());

async function entry(
  word: string,
  opts: { translation?: string; mnemonic?: string; streak?: number; dueInDays?: number } = {},
) {
  const id = await insertEntry(app, userId, word, {
    streak: opts.streak,
    fsrs: opts.dueInDays === undefined ? undefined : { dueInDays: opts.dueInDays, stability: 3 },
  });
  await app.ctx.db
    .updateTable('vocabularies')
    .set({ translation: opts.translation ?? `${word} (t)`, mnemonic: opts.mnemonic ?? '' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** Every page of the list, following `next` as a client does. */
async function all(query: string): Promise<Array<{ id: number; word: string }>> {
  const words = [];
  let url: string | null = `${V}?${query}`;
  while (url) {
    const response = await client.get(url.replace(/^https?:\/\/[^/]+/, ''));
    expect(response.statusCode).toBe(200);
    const page = response.json<{ results: Array<{ id: number; word: string }>; next: string | null }>();
    words.push(...page.results);
    url = page.next;
  }
  return words;
}

describe('vocabulary list search', () => {
  it('finds words by word, translation or mnemonic, in any case, with % and _ taken literally', async () => {
    await entry('gato', { translation: 'Katze', mnemonic: 'Ein GATTO ist keine Katze.' });
    await entry('perro', { translation: 'Hund' });
    await entry('ärger', { translation: 'trouble' });
    await entry('tasa', { translation: '100% Zins', mnemonic: 'snake_case' });
    const words = async (search: string) =>
      (await all(`search=${encodeURIComponent(search)}`)).map((e) => e.word).sort();
    expect(await words('GAT')).toEqual(['gato']);
    expect(await words('hund')).toEqual(['perro']);
    expect(await words('gatto')).toEqual(['gato']);
    expect(await words('ÄRG')).toEqual(['ärger']);
    expect(await words('%')).toEqual(['tasa']);
    expect(await words('e_c')).toEqual(['tasa']);
    expect(await words('zzz')).toEqual([]);
    expect(await words('  ')).toHaveLength(4);
  });

  it('searches within the other filters and only the learner’s own words', async () => {
    await entry('gato');
    await insertEntry(app, userId, 'gatito', { language: 'FRENCH' });
    const other = await createUser(app);
    await insertEntry(app, other.id, 'gato');
    expect((await all('search=gat&language=SPANISH')).map((e) => e.word)).toEqual(['gato']);
  });
});

describe('vocabulary list orders', () => {
  beforeEach(async () => {
    // 45 words: more than two pages, with ties on every key so the id has to break them
    for (let i = 0; i < 45; i++) {
      await entry(`w${String((i * 7) % 45).padStart(2, '0')}`, {
        streak: i % 4,
        dueInDays: i % 3 === 0 ? undefined : (i % 5) - 2,
      });
    }
  });

  const sorted = async (
    key: (row: {
      id: number;
      winning_streak: number;
      fsrs_due: string | null;
      normalized: string;
    }) => string | number,
    direction: 1 | -1,
  ) => {
    const rows = await app.ctx.db
      .selectFrom('vocabularies')
      .select(['id', 'winning_streak', 'fsrs_due', 'normalized'])
      .where('user_id', '=', userId)
      .execute();
    return rows
      .sort((a, b) => {
        const ka = key(a);
        const kb = key(b);
        return direction * (ka < kb ? -1 : ka > kb ? 1 : a.id - b.id);
      })
      .map((row) => row.id);
  };

  it.each([
    ['newest', () => sorted(() => 0, -1)],
    ['oldest', () => sorted(() => 0, 1)],
    ['streak', () => sorted((r) => r.winning_streak, 1)],
    ['due', () => sorted((r) => r.fsrs_due ?? '9999', 1)],
    ['alphabetical', () => sorted((r) => r.normalized, 1)],
  ] as const)('pages through every word once in the %s order', async (sort, expected) => {
    const ids = (await all(`sort=${sort}`)).map((e) => e.id);
    expect(ids).toEqual(await expected());
  });

  it('keeps the spec’s list unchanged: newest first without parameters, cursor {id}', async () => {
    const page = (await client.get(V)).json<{ results: Array<{ id: number }>; next: string }>();
    expect(page.results).toHaveLength(20);
    const cursor = new URL(page.next).searchParams.get('cursor')!;
    expect(JSON.parse(Buffer.from(cursor, 'base64url').toString())).toEqual({ id: page.results[19].id });
  });

  it('refuses a cursor of another order and an unknown order', async () => {
    const page = (await client.get(`${V}?sort=alphabetical`)).json<{ next: string }>();
    const cursor = new URL(page.next).searchParams.get('cursor')!;
    expect((await client.get(`${V}?sort=streak&cursor=${cursor}`)).statusCode).toBe(400);
    expect((await client.get(`${V}?cursor=${cursor}&sort=newest`)).statusCode).toBe(400);
    expect((await client.get(`${V}?sort=random`)).statusCode).toBe(400);
  });
});
