import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFakeModelApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';

const ORIGINAL = 'Ana vive en Madrid. Cada mañana compra pan.';
const CHAPTER_ONE = 'Un día Ana encuentra un perro en el mercado y lo lleva a casa.';
const T = '/api/reeprise/generated_texts/';

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let client: TestClient;
let textId: number;

beforeEach(async () => {
  fake = await startFakeOpenAiServer();
  app = await buildFakeModelApp(fake.url, {});
  const user = await createUser(app);
  client = await loggedInClient(app, user);
  textId = await insertCompleteText(app, user.id, ORIGINAL, { publiclyVisible: true });
});
afterEach(async () => {
  await app.close();
  await fake.close();
});

describe('chapters', () => {
  it('serves the text itself as chapter 0 and 404 for a chapter that does not exist', async () => {
    const zero = await client.get(`${T}${textId}/chapters/0/`);
    expect(zero.json()).toMatchObject({
      counter: 0,
      chapter_number: 0,
      status: 'COMPLETE',
      content: ORIGINAL,
      generated_text_id: textId,
    });
    expect((await client.get(`${T}${textId}/chapters/1/`)).statusCode).toBe(404);
    expect((await client.get(`${T}${textId}/chapters/-1/`)).statusCode).toBe(400);
    expect((await client.get(`${T}${textId}/chapters/abc/`)).statusCode).toBe(400);
  });

  it('writes the next chapter around the chosen words, numbered 1, 2, … and records the words it used', async () => {
    fake.enqueue({ text: CHAPTER_ONE }, { text: 'Ana y el perro pasean.' });
    const first = await client.post(`${T}${textId}/generate_chapter/`, {
      words: ['perro', 'mercado', 'gato'],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ generated_text_id: textId, counter: 1 });
    await drainJobs(app);
    const chapter = (await client.get(`${T}${textId}/chapters/1/`)).json();
    expect(chapter).toMatchObject({
      counter: 1,
      status: 'COMPLETE',
      content: CHAPTER_ONE,
      words: ['perro', 'mercado', 'gato'],
      used_words: ['perro', 'mercado'],
    });
    const prompt = JSON.stringify(fake.requests[0].body.messages);
    expect(prompt).toContain(ORIGINAL);
    expect(prompt).toContain('mercado');

    const second = await client.post(`${T}${textId}/generate_chapter/`, { words: ['pasear'] });
    expect(second.json().counter).toBe(2);
    await drainJobs(app);
    expect(JSON.stringify(fake.requests[1].body.messages)).toContain(CHAPTER_ONE);
  });

  it('gives concurrent requests distinct chapter numbers', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post(`${T}${textId}/generate_chapter/`, { words: ['pan'] })),
    );
    expect(answers.map((a) => a.json().counter).sort()).toEqual([1, 2, 3]);
    await drainJobs(app);
  });

  it('lets only the creator generate chapters', async () => {
    const reader = await loggedInClient(app, await createUser(app));
    expect((await reader.post(`${T}${textId}/generate_chapter/`, { words: ['pan'] })).statusCode).toBe(403);
    const privateId = await insertCompleteText(
      app,
      (await app.ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id,
      ORIGINAL,
    );
    expect((await reader.post(`${T}${privateId}/generate_chapter/`, { words: ['pan'] })).statusCode).toBe(
      404,
    );
    expect((await reader.get(`${T}${privateId}/chapters/0/`)).statusCode).toBe(404);
  });

  it('validates the words', async () => {
    for (const body of [
      { words: [] },
      { words: [''] },
      { words: ['x'.repeat(61)] },
      { words: Array(21).fill('pan') },
      { words: 'pan' },
      {},
    ]) {
      expect(
        (await client.post(`${T}${textId}/generate_chapter/`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect((await client.get(`${T}${textId}/chapters/1/`)).statusCode).toBe(404);
  });

  it('refuses a chapter while the text is still being written', async () => {
    await app.ctx.db
      .updateTable('generated_texts')
      .set({ status: 'PENDING' })
      .where('id', '=', textId)
      .execute();
    expect((await client.post(`${T}${textId}/generate_chapter/`, { words: ['pan'] })).statusCode).toBe(409);
  });

  it('marks a chapter FAILED when the provider refuses, and retries it', async () => {
    fake.enqueue({ status: 400 });
    await client.post(`${T}${textId}/generate_chapter/`, { words: ['pan'] });
    await drainJobs(app);
    expect((await client.get(`${T}${textId}/chapters/1/`)).json()).toMatchObject({
      status: 'FAILED',
      error: 'The writing service refused the request.',
    });
    fake.enqueue({ text: CHAPTER_ONE });
    expect((await client.post(`${T}${textId}/chapters/1/retry/`)).json().status).toBe('PENDING');
    await drainJobs(app);
    expect((await client.get(`${T}${textId}/chapters/1/`)).json().status).toBe('COMPLETE');
  });

  it('adds vocabulary from a chapter with the chapter’s id in the usage', async () => {
    fake.enqueue(
      { text: CHAPTER_ONE },
      { json: { base_form: 'perro', translation: 'dog', mnemonic: 'm', part_of_speech: 'noun' } },
    );
    await client.post(`${T}${textId}/generate_chapter/`, { words: ['perro'] });
    await drainJobs(app);
    const chapter = (await client.get(`${T}${textId}/chapters/1/`)).json();
    const start = CHAPTER_ONE.indexOf('perro');
    const entry = await client.post(`${T}${textId}/add_vocabulary/`, {
      word_start_index: start,
      word_end_index: start + 5,
      chapter_number: 1,
    });
    expect(entry.statusCode).toBe(201);
    expect(entry.json().usages[0]).toMatchObject({
      chapter_id: chapter.id,
      chapter_number: 1,
      start_idx: start,
    });
    // The same offsets in chapter 0 are not a word boundary there: stale indices are refused.
    expect(
      (
        await client.post(`${T}${textId}/add_vocabulary/`, {
          word_start_index: start,
          word_end_index: start + 5,
        })
      ).statusCode,
    ).toBe(400);
  });
});
