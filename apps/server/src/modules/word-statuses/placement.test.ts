import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLACEMENT_WORD_COUNTS, wordFormOf } from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { insertEntry } from '../vocabulary/vocabulary.fixtures.js';
import { FrequencyLists } from './frequency-lists.js';

const W = '/api/reeprise/word_statuses/';

let app: FastifyInstance;
let client: TestClient;
let userId: number;
let spanish: string[];

beforeAll(async () => {
  spanish = await new FrequencyLists().forms('SPANISH');
});
beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  userId = user.id;
  client = await loggedInClient(app, user);
});
afterEach(async () => {
  await app.close();
});

const place = (level: string, language = 'SPANISH') => client.post(`${W}placement/`, { language, level });
const stats = async (language = 'SPANISH') => (await client.get(`${W}stats/?language=${language}`)).json();

describe('frequency lists', () => {
  it('has the package’s lists as forms, most frequent first, for every language but Greek in Latin letters', async () => {
    const lists = new FrequencyLists();
    expect(spanish.length).toBeGreaterThan(9_000);
    expect(spanish.slice(0, 3)).toEqual(['que', 'de', 'no']);
    expect(spanish.every((form) => wordFormOf(form, 'SPANISH') === form)).toBe(true);
    expect(new Set(spanish).size).toBe(spanish.length);
    for (const language of ['ENGLISH', 'FRENCH', 'GERMAN', 'GREEK', 'ITALIAN', 'RUSSIAN'] as const) {
      const forms = await lists.forms(language);
      // German's Sie and sie are one form; French's l'entreprise is l' and entreprise, both listed already
      expect(forms.length, language).toBeGreaterThan(8_500);
      expect(forms.every((form) => wordFormOf(form, language) === form), language).toBe(true);
    }
    expect(await lists.forms('FRENCH')).toContain('l’'.replace('’', "'"));
    expect(await lists.forms('PORTUGUESE_FROM_BRAZIL')).toEqual(await lists.forms('PORTUGUESE_FROM_PORTUGAL'));
    expect(await lists.forms('GREEK_LATIN_TRANSCRIPTION')).toEqual([]);
  });
});

describe('placement', () => {
  it('marks the most frequent words per level; the same or a lower level adds nothing, a higher one the rest', async () => {
    expect((await place('A0')).json()).toEqual({ marked_known: 0, frequency_list_size: spanish.length });
    expect(await stats()).toMatchObject({ known: 0, placement_level: 'A0' });
    expect((await place('A2')).json().marked_known).toBe(PLACEMENT_WORD_COUNTS.A2);
    expect((await place('A2')).json().marked_known).toBe(0);
    expect((await place('A1')).json().marked_known).toBe(0);
    expect(await stats()).toMatchObject({ known: 1_000, placement_level: 'A2' });
    expect((await place('B1')).json().marked_known).toBe(PLACEMENT_WORD_COUNTS.B1 - PLACEMENT_WORD_COUNTS.A2);
    const forms = (await client.get('/api/reeprise/vocabulary/known_forms/?language=SPANISH')).json().forms;
    expect(forms).toEqual([...spanish.slice(0, 2_000)].sort());
  });

  it('never overrides ignored words or vocabulary entries, and clearing keeps what the learner marked', async () => {
    await insertEntry(app, userId, 'que');
    await client.post(W, { language: 'SPANISH', words: ['de'], status: 'ignored' });
    await client.post(W, { language: 'SPANISH', words: ['gato'], status: 'known' });
    expect((await place('A1')).json().marked_known).toBe(498);
    expect(await stats()).toEqual({ language: 'SPANISH', known: 499, learning: 1, ignored: 1, placement_level: 'A1' });
    expect((await client.delete(`${W}placement/?language=SPANISH`)).json()).toEqual({ cleared: 498 });
    expect(await stats()).toEqual({ language: 'SPANISH', known: 1, learning: 1, ignored: 1, placement_level: null });
    expect((await place('A1')).json().marked_known).toBe(498);
  });

  it('marks nothing for a language without a list, and places each learner and language apart', async () => {
    expect((await place('C2', 'GREEK_LATIN_TRANSCRIPTION')).json()).toEqual({ marked_known: 0, frequency_list_size: 0 });
    await place('A1', 'ENGLISH');
    const other = await loggedInClient(app, await createUser(app));
    expect((await other.get(`${W}stats/?language=ENGLISH`)).json().known).toBe(0);
    expect(await stats()).toMatchObject({ known: 0, placement_level: null });
    expect(await stats('ENGLISH')).toMatchObject({ known: 500, placement_level: 'A1' });
  });

  it('counts each word once over concurrent placements', async () => {
    const origin = await listenOnLoopback(app);
    const body = JSON.stringify({ language: 'SPANISH', level: 'A1' });
    const { answers, statuses } = await burst(6, () =>
      livePost(origin, client, `${W}placement/`, body, { 'content-type': 'application/json' }),
    );
    expect(statuses).toEqual({ 200: 6 });
    expect(answers.reduce((sum, answer) => sum + (answer.body.marked_known as number), 0)).toBe(500);
  });
});
