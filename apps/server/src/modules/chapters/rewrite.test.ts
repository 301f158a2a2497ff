import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';

// 10 running words: el ×2, gato ×2, come, pescado, duerme, en, casa, Pepe
const TEXT = 'El gato come pescado. El gato duerme en casa, Pepe.';
const EASIER = 'El gato come. El gato duerme. Pepe mira.';
const T = '/api/reeprise/generated_texts/';
const W = '/api/reeprise/word_statuses/';
const GENERATIONS_PER_HOUR = 3;

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let creator: TestClient;
let creatorId: number;
let textId: number;

beforeEach(async () => {
  fake = await startFakeOpenAiServer();
  app = await buildTestApp(
    {
      llm: { provider: 'openai', baseUrl: fake.url, apiKey: 'k', model: 'm', visionModel: 'm', demoDelayMs: 0 },
      generationsPerHour: GENERATIONS_PER_HOUR,
    },
    { llmOptions: { openai: { retry: { maxRetries: 0 } } } },
  );
  const user = await createUser(app);
  creatorId = user.id;
  creator = await loggedInClient(app, user);
  textId = await insertCompleteText(app, creatorId, TEXT, { publiclyVisible: true });
  // known: el, gato, come; ignored: pepe; learning: none; new: pescado, duerme, en, casa
  await creator.post(W, { language: 'SPANISH', words: ['el', 'gato', 'come'], status: 'known' });
  await creator.post(W, { language: 'SPANISH', words: ['Pepe'], status: 'ignored' });
});
afterEach(async () => {
  await app.close();
  await fake.close();
});

/** Everything request `i` asked the model, system and user messages joined. */
const promptOf = (i: number) =>
  fake.requests[i].body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');

const FIT = { known_share: 0.6, learning_share: 0, new_share: 0.4, new_words: 4 };

describe('level fit (issue 36)', () => {
  it('answers the learner’s level fit by running words on the text, the list’s cards and chapter 0', async () => {
    expect((await creator.get(`${T}${textId}/`)).json().level_fit).toEqual(FIT);
    const card = (await creator.get(T)).json().results.find((t: { id: number }) => t.id === textId);
    expect(card.level_fit).toEqual(FIT);
    expect((await creator.get(`${T}${textId}/chapters/0/`)).json()).toMatchObject({ level_fit: FIT, rewritten_from: null });
    // another learner knows none of it: every word is new to them
    const other = await loggedInClient(app, await createUser(app));
    expect((await other.get(`${T}${textId}/`)).json().level_fit).toEqual({
      known_share: 0,
      learning_share: 0,
      new_share: 1,
      new_words: 8,
    });
  });

  it('changes the kept list answer when a word status changes', async () => {
    expect((await creator.get(T)).json().results[0].level_fit.known_share).toBe(0.6);
    await creator.post(W, { language: 'SPANISH', words: ['pescado', 'casa'], status: 'known' });
    expect((await creator.get(T)).json().results[0].level_fit).toEqual({
      known_share: 0.8,
      learning_share: 0,
      new_share: 0.2,
      new_words: 2,
    });
    await creator.post(W, { language: 'SPANISH', words: ['pescado', 'casa'], status: 'new' });
    expect((await creator.get(T)).json().results[0].level_fit.known_share).toBe(0.6);
  });

  it('has no level fit while a text is being written', async () => {
    await app.ctx.db.updateTable('generated_texts').set({ status: 'PENDING' }).where('id', '=', textId).execute();
    expect((await creator.get(`${T}${textId}/`)).json().level_fit).toBeNull();
  });
});

describe('rewrite (issue 36)', () => {
  it('retells the text easier as a new chapter, naming the new words to replace, and stores its level fit', async () => {
    fake.enqueue({ text: EASIER });
    const answer = await creator.post(`${T}${textId}/rewrite/`, { direction: 'easier' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ generated_text_id: textId, counter: 1 });
    expect((await creator.get(`${T}${textId}/chapters/1/`)).json()).toMatchObject({
      status: 'PENDING',
      level_fit: null,
      rewritten_from: { chapter_number: 0, direction: 'easier' },
    });
    await drainJobs(app);
    const chapter = (await creator.get(`${T}${textId}/chapters/1/`)).json();
    expect(chapter).toMatchObject({
      status: 'COMPLETE',
      content: EASIER,
      rewritten_from: { chapter_number: 0, direction: 'easier' },
      // el gato come el gato duerme pepe mira: 6 of 8 known (pepe ignored), duerme and mira new
      level_fit: { known_share: 0.75, learning_share: 0, new_share: 0.25, new_words: 2 },
    });
    const prompt = promptOf(0);
    expect(prompt).toContain(TEXT);
    // the text is A2: easier is A1, with A1's sentence length and tenses
    expect(prompt).toMatch(/Level A1 \(beginner\)/);
    expect(prompt).toMatch(/at level A1/);
    expect(prompt).toMatch(/knows only 60 % of its running words and wants to know 95 %/);
    const words = /<words>\n([\s\S]*?)\n<\/words>/.exec(prompt)?.[1]?.split('\n');
    expect(words?.sort()).toEqual(['casa', 'duerme', 'en', 'pescado']);
    const stored = await app.ctx.db.selectFrom('chapters').select('level_fit').where('generated_text_id', '=', textId).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.level_fit!)).toEqual(chapter.level_fit);
  });

  it('retells a chapter harder, naming the level to reach', async () => {
    fake.enqueue({ text: 'Primer capítulo.' }, { text: 'Un capítulo más rico.' });
    await creator.post(`${T}${textId}/generate_chapter/`, { words: ['perro'] });
    await drainJobs(app);
    const answer = await creator.post(`${T}${textId}/rewrite/`, { direction: 'harder', chapter_number: 1 });
    expect(answer.json()).toEqual({ generated_text_id: textId, counter: 2 });
    await drainJobs(app);
    expect((await creator.get(`${T}${textId}/chapters/2/`)).json().rewritten_from).toEqual({
      chapter_number: 1,
      direction: 'harder',
    });
    const prompt = promptOf(1);
    expect(prompt).toContain('Primer capítulo.');
    expect(prompt).toMatch(/richer language at level B1/);
    expect(prompt).toMatch(/Level B1 \(intermediate\)/);
    expect(prompt).not.toMatch(/<words>\n/);
  });

  it('lets only the creator rewrite a finished text or chapter that exists, and validates the body', async () => {
    const reader = await loggedInClient(app, await createUser(app));
    expect((await reader.post(`${T}${textId}/rewrite/`, { direction: 'easier' })).statusCode).toBe(403);
    const privateId = await insertCompleteText(app, creatorId, TEXT);
    expect((await reader.post(`${T}${privateId}/rewrite/`, { direction: 'easier' })).statusCode).toBe(404);
    expect((await creator.post(`${T}${textId}/rewrite/`, { direction: 'easier', chapter_number: 5 })).statusCode).toBe(404);
    for (const body of [{}, { direction: 'simpler' }, { direction: 'easier', chapter_number: -1 }, { direction: 'easier', x: 1 }]) {
      expect((await creator.post(`${T}${textId}/rewrite/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    await app.ctx.db.updateTable('generated_texts').set({ status: 'PENDING' }).where('id', '=', textId).execute();
    expect((await creator.post(`${T}${textId}/rewrite/`, { direction: 'easier' })).statusCode).toBe(409);
    expect(await app.ctx.db.selectFrom('chapters').select('id').execute()).toEqual([]);
  });

  it('reserves the generation quota atomically under concurrent rewrites', async () => {
    const origin = await listenOnLoopback(app);
    const { answers, statuses } = await burst(8, () =>
      livePost(origin, creator, `${T}${textId}/rewrite/`, JSON.stringify({ direction: 'easier' }), {
        'content-type': 'application/json',
      }),
    );
    expect(statuses).toEqual({ 201: GENERATIONS_PER_HOUR, 429: 8 - GENERATIONS_PER_HOUR });
    expect(answers.find((a) => a.status === 429)?.body.code).toBe('generation_quota');
    const counters = answers.filter((a) => a.status === 201).map((a) => a.body.counter);
    expect(counters.sort()).toEqual([1, 2, 3]);
    await drainJobs(app);
  });

  it('counts how many of the learner’s last texts were at their level on the statistics', async () => {
    // 19 of 20 running words known (pepe ignored): 0.95
    const atLevel = `${'El gato come. '.repeat(6)}Pepe duerme.`;
    fake.enqueue({ text: EASIER }, { text: atLevel });
    await creator.post(`${T}${textId}/rewrite/`, { direction: 'easier' });
    await drainJobs(app);
    await creator.post(`${T}${textId}/rewrite/`, { direction: 'easier' });
    await drainJobs(app);
    // 0.75 is more than 3 points under 0.95; 0.95 is at it
    expect((await creator.get(`${T}stats/`)).json().level_hits).toEqual({ at_level: 1, measured: 2, target_known_share: 0.95 });
    await creator.patch('/api/reeprise/user_settings/', { target_known_share: 0.99 });
    expect((await creator.get(`${T}stats/`)).json().level_hits).toEqual({ at_level: 0, measured: 2, target_known_share: 0.99 });
  });
});
