import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFakeModelApp, buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { fakeModelLearner } from '../../../test/learner-app.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';

const TEXT = 'El gato come. ¡Los gatos comen pescado, y el perro (Max) duerme!';
const at = (word: string, from = 0) => {
  const start = TEXT.indexOf(word, from);
  return { word_start_index: start, word_end_index: start + word.length };
};
const V = '/api/reeprise/vocabulary/';

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let client: TestClient;
let userId: number;
let textId: number;

beforeEach(async () => {
  ({ fake, app, userId, client, textId } = await fakeModelLearner(
    { json: { base_form: 'gato', translation: 'cat', mnemonic: 'A gato is a cat.', part_of_speech: 'noun' } },
    TEXT,
  ));
});
afterEach(async () => {
  await app.close();
  await fake.close();
});

const add = (body: Record<string, unknown>, id = textId, c = client) =>
  c.post(`/api/reeprise/generated_texts/${id}/add_vocabulary/`, body);

describe('add_vocabulary', () => {
  it('creates a PENDING entry that the LLM completes with translation and mnemonic', async () => {
    const created = await add(at('gato'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      word: 'gato',
      status: 'PENDING',
      language: 'SPANISH',
      winning_streak: 0,
      usages: [
        { generated_text_id: textId, chapter_id: null, chapter_number: 0, ...{ start_idx: 3, end_idx: 7 } },
      ],
    });
    await drainJobs(app);
    const entry = (await client.get(V)).json().results[0];
    expect(entry).toMatchObject({
      word: 'gato',
      translation: 'cat',
      mnemonic: 'A gato is a cat.',
      part_of_speech: 'noun',
      status: 'COMPLETE',
    });
    const prompt = JSON.stringify(fake.requests[0].body.messages);
    expect(prompt).toContain('El gato come.');
    expect(prompt).toContain('English');
  });

  it('translates into the learner’s mother tongue', async () => {
    await client.patch('/api/reeprise/user_settings/', { mother_tongue: 'GERMAN' });
    await add(at('gato'));
    await drainJobs(app);
    expect(JSON.stringify(fake.requests[0].body.messages)).toContain('German');
  });

  it('puts a second form of the same word into the same entry as a second usage', async () => {
    fake.enqueue({ json: { base_form: 'gato', translation: 'cat', mnemonic: 'm', part_of_speech: 'noun' } });
    await add(at('gato'));
    await drainJobs(app);
    fake.enqueue({ json: { base_form: 'gato', translation: 'cat', mnemonic: 'm', part_of_speech: 'noun' } });
    await add(at('gatos'));
    await drainJobs(app);
    const entries = (await client.get(V)).json().results;
    expect(entries).toHaveLength(1);
    expect(entries[0].usages).toHaveLength(2);
    expect(entries[0].forms).toEqual(expect.arrayContaining(['gato', 'gatos']));
    // Clicking a known form again adds a usage without asking the LLM.
    const requests = fake.requests.length;
    const again = await add(at('gato'));
    expect(again.statusCode).toBe(200);
    expect(fake.requests.length).toBe(requests);
  });

  it('clicking the same place twice keeps one usage', async () => {
    await add(at('perro'));
    const second = await add(at('perro'));
    expect(second.statusCode).toBe(200);
    expect(second.json().usages).toHaveLength(1);
  });

  it('rejects indices that do not cover whole words (phrases: phrases.test.ts)', async () => {
    const gato = at('gato');
    for (const body of [
      { word_start_index: gato.word_start_index - 1, word_end_index: gato.word_end_index }, // includes the space
      { word_start_index: gato.word_start_index, word_end_index: gato.word_end_index - 1 }, // part of a word
      { word_start_index: gato.word_start_index + 1, word_end_index: gato.word_end_index }, // off by one
      at('gato come.'), // a word and a full stop
      { word_start_index: TEXT.indexOf('('), word_end_index: TEXT.indexOf('(') + 1 }, // punctuation
      { word_start_index: 5, word_end_index: 5 }, // empty
      { word_start_index: TEXT.length - 1, word_end_index: TEXT.length + 3 }, // out of range
      { word_start_index: -1, word_end_index: 2 },
      { word_start_index: 'a', word_end_index: 2 },
      { word_start_index: 0, word_end_index: 2, extra: true },
    ]) {
      const response = await add(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await client.get(V)).json().results).toHaveLength(0);
  });

  it('accepts words next to brackets and punctuation, and rejects stale indices of another chapter', async () => {
    expect((await add(at('Max'))).statusCode).toBe(201);
    expect((await add(at('Los'))).statusCode).toBe(201);
    expect((await add({ ...at('gato'), chapter_number: 3 })).statusCode).toBe(404);
  });

  it('lets a reader add words from a public text into their own vocabulary, not from a private one', async () => {
    const other = await loggedInClient(app, await createUser(app));
    const shared = await insertCompleteText(app, userId, TEXT, { publiclyVisible: true });
    expect((await add(at('perro'), shared, other)).statusCode).toBe(201);
    expect((await add(at('perro'), textId, other)).statusCode).toBe(404);
    expect((await client.get(V)).json().results).toHaveLength(0);
  });

  it('retries a failed translation and fails for good on invalid JSON', async () => {
    await fake.close();
    fake = await startFakeOpenAiServer({ fallback: { json: 'this is not json' } });
    await app.close();
    app = await buildFakeModelApp(fake.url, {});
    const user = await createUser(app);
    client = await loggedInClient(app, user);
    textId = await insertCompleteText(app, user.id, TEXT);
    const created = (await add(at('gato'))).json();
    await drainJobs(app);
    const failed = (await client.get(V)).json().results[0];
    expect(failed.status).toBe('FAILED');
    expect(fake.requests.length).toBe(2); // the provider asked once more with the error, then gave up
    fake.enqueue({ json: { base_form: 'gato', translation: 'cat', mnemonic: 'm', part_of_speech: 'noun' } });
    expect((await client.post(`${V}${created.id}/retry/`)).json().status).toBe('PENDING');
    await drainJobs(app);
    expect((await client.get(V)).json().results[0].status).toBe('COMPLETE');
  });

  it('refuses words of a text that failed (streaming texts: phrases.test.ts)', async () => {
    await app.ctx.db
      .updateTable('generated_texts')
      .set({ status: 'FAILED' })
      .where('id', '=', textId)
      .execute();
    expect((await add(at('gato'))).statusCode).toBe(409);
  });
});

describe('vocabulary list and edits', () => {
  it('filters by language, text and text age, and pages with a cursor', async () => {
    const old = await insertCompleteText(app, userId, 'Der alte Hund schläft.', {
      language: 'GERMAN',
      createdAt: new Date(Date.now() - 40 * 86400_000).toISOString(),
    });
    await add(at('gato'));
    await add({ word_start_index: 4, word_end_index: 8 }, old);
    await drainJobs(app);
    const languages = (q: string) =>
      client.get(`${V}?${q}`).then((r) => r.json().results.map((v: { language: string }) => v.language));
    expect(await languages('language=SPANISH')).toEqual(['SPANISH']);
    expect(await languages('language=SPANISH&language=GERMAN')).toEqual(['GERMAN', 'SPANISH']);
    expect(await languages(`generated_text_id=${old}`)).toEqual(['GERMAN']);
    expect(await languages('generated_text_created_at_last_days=20')).toEqual(['SPANISH']);
    expect((await client.get(`${V}?language=KLINGON`)).statusCode).toBe(400);
  });

  it('keeps each usage’s copy of its text’s date, for entries made and for usages added later', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86400_000).toISOString();
    const old = await insertCompleteText(app, userId, 'El gato viejo.', { createdAt: daysAgo(40) });
    const fresh = await insertCompleteText(app, userId, 'Un gato nuevo.', { createdAt: daysAgo(2) });
    const recent = () => client.get(`${V}?generated_text_created_at_last_days=20`).then((r) => r.json().results);
    // a new entry from an old text is not "recent"…
    expect((await add({ word_start_index: 3, word_end_index: 7 }, old)).statusCode).toBe(201);
    await drainJobs(app);
    expect(await recent()).toEqual([]);
    // …until the same word is clicked in a recent text: the usage added to the entry carries that date
    expect((await add({ word_start_index: 3, word_end_index: 7 }, fresh)).statusCode).toBe(200);
    expect((await recent()).map((v: { word: string }) => v.word)).toEqual(['gato']);
    const stored = await app.ctx.db
      .selectFrom('vocabulary_usages as u')
      .innerJoin('generated_texts as t', 't.id', 'u.generated_text_id')
      .select(['u.text_created_at', 't.created_at'])
      .execute();
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(row.text_created_at).toBe(row.created_at);
  });

  it('pages 20 at a time without duplicates', async () => {
    const words = Array.from({ length: 25 }, (_, i) => `palabra${String.fromCharCode(97 + (i % 26))}${i}`);
    // The demo writer answers each word with its own base form, whatever order the jobs run in.
    await app.close();
    app = await buildTestApp();
    const user = await createUser(app);
    client = await loggedInClient(app, user);
    const id = await insertCompleteText(app, user.id, words.join(' '));
    let offset = 0;
    for (const word of words) {
      expect(
        (await add({ word_start_index: offset, word_end_index: offset + word.length }, id)).statusCode,
      ).toBe(201);
      offset += word.length + 1;
    }
    await drainJobs(app);
    const first = (await client.get(V)).json();
    expect(first.results).toHaveLength(20);
    const next = new URL(first.next);
    const second = (await client.get(next.pathname + next.search)).json();
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
    const ids = [...first.results, ...second.results].map((v: { id: number }) => v.id);
    expect(new Set(ids).size).toBe(25);
  });

  it('lets only the owner edit the mnemonic and translation', async () => {
    const entry = (await add(at('gato'))).json();
    await drainJobs(app);
    const edited = await client.patch(`${V}${entry.id}/`, { mnemonic: 'Mi gato' });
    expect(edited.json().mnemonic).toBe('Mi gato');
    const other = await loggedInClient(app, await createUser(app));
    expect((await other.patch(`${V}${entry.id}/`, { mnemonic: 'hacked' })).statusCode).toBe(404);
    expect((await client.patch(`${V}${entry.id}/`, { winning_streak: 9 })).statusCode).toBe(400);
    expect((await client.patch(`${V}${entry.id}/`, { mnemonic: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await client.get(V)).json().results[0].mnemonic).toBe('Mi gato');
  });

  it('lists every known form of a language for highlighting', async () => {
    fake.enqueue({
      json: { base_form: 'comer', translation: 'to eat', mnemonic: 'm', part_of_speech: 'verb' },
    });
    await add(at('comen'));
    await drainJobs(app);
    expect((await client.get(`${V}known_forms/?language=SPANISH`)).json()).toEqual({
      forms: ['comen', 'comer'],
      learning: ['comen', 'comer'],
      ignored: [],
    });
    expect((await client.get(`${V}known_forms/?language=GERMAN`)).json()).toEqual({ forms: [], learning: [], ignored: [] });
  });
});
