import type { FastifyInstance } from 'fastify';
import { parseBuffer } from 'music-metadata';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { listenOnLoopback } from '../../../test/live-requests.js';
import { insertCompleteText } from '../../../test/texts.js';
import { anonymousClient, loggedInClient, type TestClient } from '../../../test/test-client.js';

const SPEECH = '/api/reeprise/speech/';
const CONTENT = 'Ana vive en Madrid. Cada mañana compra pan. El panadero la saluda.';

let fake: FakeOpenAiServer | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
});

/** An app whose speech is made by the fake server (the chat calls stay with the demo writer). */
async function start(speech: Partial<NonNullable<Config['llm']['speech']>> | null = {}, overrides: Partial<Config> = {}) {
  fake = await startFakeOpenAiServer();
  const base = testConfig();
  app = await buildTestApp(
    {
      llm: {
        ...base.llm,
        baseUrl: fake.url,
        apiKey: 'sk-test',
        speech: speech ? { model: 'tts-test', voice: 'alloy', format: 'mp3', ...speech } : undefined,
      },
      ...overrides,
    },
    // an upstream failure is retried by the policy; tests do not wait for real back-offs
    { llmOptions: { openai: { retry: { backoffBaseMs: 1, backoffMaxMs: 2, maxRetries: 1 } } } },
  );
  return { app, fake };
}

async function learner(a: FastifyInstance) {
  const user = await createUser(a);
  return { user, client: await loggedInClient(a, user) };
}

const sentence = (client: TestClient, textId: number, n: number, chapter: number | null = null) =>
  client.post(SPEECH, { text_id: textId, chapter, sentence: n });

describe('the speech configuration', () => {
  const env = { SESSION_SECRET: 'x'.repeat(40), DATABASE_URL: 'sqlite::memory:', DATA_DIR: '/tmp/reeprise-test-unused' };
  it('is off without LLM_TTS_MODEL, has defaults with it, and needs an endpoint to call', () => {
    expect(loadConfig(env).llm.speech).toBeUndefined();
    expect(loadConfig({ ...env, LLM_PROVIDER: 'demo', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_TTS_MODEL: 'tts-1' }).llm).toMatchObject({
      provider: 'demo',
      speech: { model: 'tts-1', voice: 'alloy', format: 'mp3' },
    });
    expect(() => loadConfig({ ...env, LLM_TTS_MODEL: 'tts-1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, LLM_API_KEY: 'k', LLM_TTS_MODEL: 'tts-1', LLM_TTS_FORMAT: 'aac' })).toThrow(/LLM_TTS_FORMAT/);
    expect(loadConfig(env).usageLimits.speechPerHour).toBe(300);
  });
});

describe('server speech', () => {
  it('reads a sentence of a readable text aloud once: the audio is real, stored, and served to everyone after', async () => {
    const { app: a, fake: f } = await start();
    const { user, client } = await learner(a);
    const textId = await insertCompleteText(a, user.id, CONTENT, { publiclyVisible: true });

    expect((await client.get(`${SPEECH}config/`)).json()).toEqual({ available: true, content_type: 'audio/mpeg' });
    const first = await sentence(client, textId, 1);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(f.speechRequests).toEqual([{ model: 'tts-test', voice: 'alloy', input: 'Cada mañana compra pan.', response_format: 'mp3' }]);
    const { format } = await parseBuffer(first.rawPayload, { mimeType: 'audio/mpeg' }, { duration: true });
    expect(format.container).toBe('MPEG');
    expect(format.sampleRate).toBe(44100);

    // the same sentence again, and for another reader of the public text: no second upstream call
    const again = await sentence(client, textId, 1);
    const other = await learner(a);
    const theirs = await sentence(other.client, textId, 1);
    expect([again.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(f.speechRequests).toHaveLength(1);
    const rows = await a.ctx.db.selectFrom('speech_audio').selectAll().execute();
    expect(rows).toMatchObject([{ language: 'SPANISH', characters: 'Cada mañana compra pan.'.length }]);
    // only the first, paid request counted in the budget
    const counted = await a.ctx.db.selectFrom('usage_counters').select(['key', 'used']).where('key', 'like', 'speech:%').execute();
    expect(counted).toEqual([{ key: `speech:${user.id}`, used: 1 }]);
  });

  it('reads a chapter’s sentence and the learner’s own word, and answers 404 past the last sentence', async () => {
    const { app: a, fake: f } = await start({ format: 'wav', voice: 'nova' });
    const { user, client } = await learner(a);
    const textId = await insertCompleteText(a, user.id, CONTENT);
    await a.ctx.db
      .insertInto('chapters')
      .values({ generated_text_id: textId, chapter_number: 1, status: 'COMPLETE', content: 'Un día Ana encuentra un perro. Lo lleva a casa.', words: '[]', error: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' })
      .execute();
    const chapter = await sentence(client, textId, 1, 1);
    expect(chapter.statusCode).toBe(200);
    expect(chapter.headers['content-type']).toBe('audio/wav');
    const word = await client.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, { word_start_index: 4, word_end_index: 8 });
    const spoken = await client.post(SPEECH, { vocabulary_id: word.json().id });
    expect(spoken.statusCode).toBe(200);
    expect(f.speechRequests.map((request) => [request.input, request.voice, request.response_format])).toEqual([
      ['Lo lleva a casa.', 'nova', 'wav'],
      ['vive', 'nova', 'wav'],
    ]);
    expect((await sentence(client, textId, 3)).statusCode).toBe(404);
    expect((await sentence(client, textId, 2, 1)).statusCode).toBe(404);
    expect((await sentence(client, textId, 0, 7)).statusCode).toBe(404);
    // the request names content, never text to read
    expect((await client.post(SPEECH, { text_id: textId, sentence: 0, input: 'Anything at all' })).statusCode).toBe(400);
    expect((await client.post(SPEECH, { text_id: textId, sentence: -1 })).statusCode).toBe(400);
    expect(f.speechRequests).toHaveLength(2);
  });

  it('reads nothing of another user’s private text or word (404, as if it did not exist), nor for guests', async () => {
    const { app: a, fake: f } = await start();
    const owner = await learner(a);
    const stranger = await learner(a);
    const privateText = await insertCompleteText(a, owner.user.id, CONTENT);
    const word = await owner.client.post(`/api/reeprise/generated_texts/${privateText}/add_vocabulary/`, { word_start_index: 0, word_end_index: 3 });
    expect((await sentence(stranger.client, privateText, 0)).statusCode).toBe(404);
    expect((await stranger.client.post(SPEECH, { vocabulary_id: word.json().id })).statusCode).toBe(404);
    const guest = await anonymousClient(a);
    expect((await guest.post(SPEECH, { text_id: privateText, sentence: 0 })).statusCode).toBe(401);
    expect((await guest.post(SPEECH, { text_id: privateText, sentence: 0 }, { csrf: false })).statusCode).toBe(403);
    expect(f.speechRequests).toHaveLength(0);
    expect((await sentence(owner.client, privateText, 0)).statusCode).toBe(200);
  });

  it('without LLM_TTS_MODEL says server speech is not configured (404 with a code) and calls nothing', async () => {
    const { app: a, fake: f } = await start(null);
    const { user, client } = await learner(a);
    const textId = await insertCompleteText(a, user.id, CONTENT);
    expect((await client.get(`${SPEECH}config/`)).json()).toEqual({ available: false, content_type: null });
    const answer = await sentence(client, textId, 0);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ code: 'speech_not_configured' });
    expect(f.speechRequests).toHaveLength(0);
  });

  it('answers 502 when the speech model fails or sends no audio, caches nothing and gives the budget back', async () => {
    const { app: a, fake: f } = await start({}, { usageLimits: { ...testConfig().usageLimits, speechPerHour: 1 } });
    const { user, client } = await learner(a);
    const textId = await insertCompleteText(a, user.id, CONTENT);
    f.enqueueSpeech({ status: 500 }, { status: 500 });
    const failed = await sentence(client, textId, 0);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'speech_failed' });
    expect(f.speechRequests).toHaveLength(2); // the first try and the policy's one retry
    // 200 with bytes that are no audio is a failure too
    f.enqueueSpeech({ audio: Buffer.from('<html>not audio</html>'), contentType: 'audio/mpeg' });
    expect((await sentence(client, textId, 0)).statusCode).toBe(502);
    expect(await a.ctx.db.selectFrom('speech_audio').selectAll().execute()).toEqual([]);
    expect(await a.ctx.db.selectFrom('files').selectAll().where('kind', '=', 'speech').execute()).toEqual([]);
    // both failures were given back: the one unit of the hour is still there
    expect((await sentence(client, textId, 0)).statusCode).toBe(200);
    expect(f.speechRequests).toHaveLength(4);
  });

  it('pays at most the limit of new audio under a burst of concurrent requests, and each sentence only once', async () => {
    const sentences = Array.from({ length: 12 }, (_, i) => `Frase número ${i + 1} del cuento.`).join(' ');
    const { app: a, fake: f } = await start({}, { usageLimits: { ...testConfig().usageLimits, speechPerHour: 5 } });
    const { user, client } = await learner(a);
    const textId = await insertCompleteText(a, user.id, sentences);
    const origin = await listenOnLoopback(a);
    const post = async (n: number) => {
      const response = await fetch(`${origin}${SPEECH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-csrftoken': client.csrfToken ?? '',
        },
        // 12 different sentences, each asked twice at once
        body: JSON.stringify({ text_id: textId, sentence: n % 12 }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      return { status: response.status, n: n % 12, body };
    };
    const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => post(n)));
    const paid = new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.n));
    expect(paid.size).toBe(5);
    expect(answers.filter((answer) => answer.status !== 200).every((answer) => answer.status === 429)).toBe(true);
    expect(JSON.parse(answers.find((answer) => answer.status === 429)!.body.toString())).toMatchObject({ code: 'speech_quota', params: { limit: 5 } });
    // each sentence that got audio was made once, however many asked for it at the same time
    expect(f.speechRequests).toHaveLength(5);
    expect(new Set(f.speechRequests.map((request) => request.input)).size).toBe(5);
    expect(await a.ctx.db.selectFrom('speech_audio').selectAll().execute()).toHaveLength(5);
    const counted = await a.ctx.db.selectFrom('usage_counters').select('used').where('key', '=', `speech:${user.id}`).execute();
    expect(counted).toEqual([{ used: 5 }]);
  });

  it('never tells a learner whether a sentence was read aloud for someone else: same call, same charge', async () => {
    // issue 33, item 7 (decision 036): kept audio is shared only by the readers of the text it was made for
    const { app: a, fake: f } = await start({}, { usageLimits: { ...testConfig().usageLimits, speechPerHour: 1 } });
    const owner = await learner(a);
    const prober = await learner(a);
    const secret = 'Mi clave es naranja.';
    const privateText = await insertCompleteText(a, owner.user.id, secret);
    expect((await sentence(owner.client, privateText, 0)).statusCode).toBe(200);

    // the prober writes the same sentence into a text of their own: it is made for them, as any new one
    const ownCopy = await insertCompleteText(a, prober.user.id, secret);
    const probed = await sentence(prober.client, ownCopy, 0);
    expect(probed.statusCode).toBe(200);
    expect(f.speechRequests.map((request) => request.input)).toEqual([secret, secret]);
    const counted = await a.ctx.db.selectFrom('usage_counters').select('used').where('key', '=', `speech:${prober.user.id}`).execute();
    expect(counted).toEqual([{ used: 1 }]);
    // with the budget spent: their own text's audio is kept for them, and a sentence someone else had read
    // aloud is refused like any new one
    expect((await sentence(prober.client, ownCopy, 0)).statusCode).toBe(200);
    const another = await insertCompleteText(a, prober.user.id, secret);
    const refused = await sentence(prober.client, another, 0);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'speech_quota' });
    expect(f.speechRequests).toHaveLength(2);
  });

  it('keeps a word’s audio for its learner: another learner’s same word is new audio for them', async () => {
    const { app: a, fake: f } = await start();
    const spoken: number[] = [];
    for (const { user, client } of [await learner(a), await learner(a)]) {
      const textId = await insertCompleteText(a, user.id, CONTENT);
      // "pan", a base form already: the entry's word is the same whether or not its stems were found in time
      const word = await client.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, { word_start_index: 39, word_end_index: 42 });
      spoken.push((await client.post(SPEECH, { vocabulary_id: word.json().id })).statusCode);
      spoken.push((await client.post(SPEECH, { vocabulary_id: word.json().id })).statusCode);
    }
    expect(spoken).toEqual([200, 200, 200, 200]);
    // one call per learner: the second ask of each was their own kept audio
    expect(f.speechRequests.map((request) => request.input)).toEqual(['pan', 'pan']);
  });
});
