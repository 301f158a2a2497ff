import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { splitSentences } from '@reeprise/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { WsTestClient, applyChunks } from '../../../test/ws-client.js';

const TEXT = 'Ana vive en Madrid. Cada mañana compra pan. Le gusta el café. Su perro se llama Max. Hoy llueve mucho. Mañana hará sol.';
const SENTENCES = splitSentences(TEXT, 'SPANISH');
const ANSWER = 'Jeden Morgen kauft sie Brot.\n\n"Compra" ist die 3. Person Singular Präsens von "comprar".';
const T = '/api/reeprise/generated_texts/';
const TRANSLATIONS_PER_HOUR = 2;

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let learner: TestClient;
let learnerId: number;
let textId: number;

const at = (i: number) => ({ sentence_start: SENTENCES[i].start, sentence_end: SENTENCES[i].end });

async function start(provider: 'openai' | 'demo') {
  fake = await startFakeOpenAiServer();
  app = await buildTestApp(
    {
      llm: { provider, baseUrl: fake.url, apiKey: 'k', model: 'm', visionModel: 'm', demoDelayMs: 0 },
      usageLimits: { ...testConfig().usageLimits, translationsPerHour: TRANSLATIONS_PER_HOUR },
    },
    { llmOptions: { openai: { retry: { maxRetries: 0 } } } },
  );
  const user = await createUser(app);
  learnerId = user.id;
  learner = await loggedInClient(app, user);
  textId = await insertCompleteText(app, learnerId, TEXT);
}

afterEach(async () => {
  await app.close();
  await fake.close();
});

describe('sentence explanations with a model (issue 36)', () => {
  beforeEach(() => start('openai'));

  it('streams a new explanation on /ws/streams/, keeps it, and answers it again without a model call', async () => {
    await learner.patch('/api/reeprise/user_settings/', { mother_tongue: 'GERMAN' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/streams/`;
    const socket = await WsTestClient.connect(url, {
      cookie: [...learner.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    });
    fake.enqueue({ text: ANSWER, delayMs: 2 });
    const created = await learner.post(`${T}${textId}/explain_sentence/`, at(1));
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ status: 'PENDING', sentence: 'Cada mañana compra pan.', translation: null });
    socket.send({ action: 'subscribe_explanation', explanation_id: id });
    await socket.waitFor((m) => 'explanation_id' in m && 'status' in m && m.status === 'COMPLETE', 15_000);
    expect(applyChunks(socket.messages)).toBe(ANSWER);
    socket.close();

    const kept = await learner.post(`${T}${textId}/explain_sentence/`, at(1));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({
      id,
      status: 'COMPLETE',
      translation: 'Jeden Morgen kauft sie Brot.',
      explanation: '"Compra" ist die 3. Person Singular Präsens von "comprar".',
    });
    expect((await learner.get(`/api/reeprise/sentence_explanations/${id}/`)).json()).toEqual(kept.json());
    expect(fake.requests).toHaveLength(1);

    const prompt = fake.requests[0].body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
    expect(prompt).toContain('<sentence>Cada mañana compra pan.</sentence>');
    expect(prompt).toContain('Ana vive en Madrid.'); // the context around it
    expect(prompt).toMatch(/translation of the sentence into German/);
    expect(prompt).toMatch(/CEFR level A2/);
    expect(prompt).toMatch(/explain in German/);
  });

  it('answers 404 for a text the learner may not read and for another learner’s explanation, 400 for offsets that are no sentence', async () => {
    fake.enqueue({ text: ANSWER });
    const other = await loggedInClient(app, await createUser(app));
    expect((await other.post(`${T}${textId}/explain_sentence/`, at(0))).statusCode).toBe(404);
    const { id } = (await learner.post(`${T}${textId}/explain_sentence/`, at(0))).json();
    await drainJobs(app);
    expect((await other.get(`/api/reeprise/sentence_explanations/${id}/`)).statusCode).toBe(404);
    for (const body of [
      { sentence_start: SENTENCES[0].start, sentence_end: SENTENCES[0].end - 1 },
      { sentence_start: 1, sentence_end: SENTENCES[0].end },
      { sentence_start: 5, sentence_end: 5 },
      { sentence_start: -1, sentence_end: 3 },
      { ...at(0), chapter_number: -1 },
      { ...at(0), extra: 1 },
      {},
    ]) {
      expect((await learner.post(`${T}${textId}/explain_sentence/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await learner.post(`${T}${textId}/explain_sentence/`, { ...at(0), chapter_number: 3 })).statusCode).toBe(404);
  });

  it('reserves TRANSLATIONS_PER_HOUR atomically, and a sentence asked for at once is written and counted once', async () => {
    const origin = await listenOnLoopback(app);
    const post = (i: number) =>
      livePost(origin, learner, `${T}${textId}/explain_sentence/`, JSON.stringify(at(i)), {
        'content-type': 'application/json',
      });
    const same = await burst(5, () => post(0));
    expect(same.statuses[201]).toBe(1);
    expect((same.statuses[200] ?? 0) + 1).toBe(5);
    expect(new Set(same.answers.map((a) => a.body.id)).size).toBe(1);
    const others = await burst(5, (i) => post(i + 1));
    expect(others.statuses).toEqual({ 201: TRANSLATIONS_PER_HOUR - 1, 429: 6 - TRANSLATIONS_PER_HOUR });
    expect(others.answers.find((a) => a.status === 429)?.body.code).toBe('translation_quota');
    await drainJobs(app);
  });
});

describe('sentence explanations without a model', () => {
  beforeEach(() => start('demo'));

  it('says that it needs a model and invents nothing', async () => {
    const answer = await learner.post(`${T}${textId}/explain_sentence/`, at(0));
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'explanation_needs_model' });
    expect(await app.ctx.db.selectFrom('sentence_explanations').select('id').execute()).toEqual([]);
  });

  it('fails an explanation left PENDING by a server that had a model, instead of letting the demo writer invent one', async () => {
    const { id } = await app.ctx.db
      .insertInto('sentence_explanations')
      .values({ user_id: learnerId, generated_text_id: textId, chapter_number: 0, sentence_start: 0, sentence_end: SENTENCES[0].end, sentence: SENTENCES[0].text, mother_tongue: 'ENGLISH', status: 'PENDING', error: null, created_at: '2026-11-28T00:00:00.000Z', updated_at: '2026-11-28T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await app.ctx.services.sentenceExplanations.resumePending()).toBe(1);
    await drainJobs(app);
    expect((await learner.get(`/api/reeprise/sentence_explanations/${id}/`)).json()).toMatchObject({
      status: 'FAILED',
      content: '',
      translation: null,
    });
  });
});
