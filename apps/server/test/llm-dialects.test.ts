import type { FastifyInstance } from 'fastify';
import type { AdminLlmUsage, ChatConversationDetail, GeneratedText, Vocabulary } from '@reeprise/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';
import {
  DIALECT_NAMES,
  startFakeOpenAiServer,
  type DialectName,
  type FakeOpenAiServer,
} from './fake-openai-server.js';
import { multipart } from './images.js';
import { drainJobs } from './queue.js';
import { experimentalStaffClient, type TestClient } from './test-client.js';

/**
 * The whole generation, chapter, vocabulary and chat paths against each provider's dialect, with a
 * reasoning model: what the learner gets (API and database) holds no thinking, and the admin view
 * shows the tokens each provider reported.
 */
const T = '/api/reeprise/generated_texts/';
const STORY = 'Ana vive en Madrid. Cada mañana compra pan en la panadería.';
const CHAPTER = 'Un día Ana encuentra un perro en el mercado.';
const TUTOR = '¡Hola! ¿Qué tal tu día?';
const THOUGHT = 'Level A2: short sentences, present tense. Secret plan: mention bread.';
const ANSWER = { base_form: 'pan', translation: 'bread', mnemonic: 'Pan for bread.', part_of_speech: 'noun' };

let fake: FakeOpenAiServer;
let app: FastifyInstance;
afterEach(async () => {
  await app.close();
  await fake.close();
});

async function setUp(dialect: DialectName): Promise<TestClient> {
  fake = await startFakeOpenAiServer({ dialect });
  app = await buildTestApp(
    {
      llm: {
        provider: 'openai',
        baseUrl: fake.url,
        apiKey: undefined,
        model: `${dialect}-model`,
        visionModel: `${dialect}-model`,
        demoDelayMs: 0,
      },
    },
    { llmOptions: { openai: { requestTimeoutMs: 2000, idleTimeoutMs: 1000, retry: { maxRetries: 0 } } } },
  );
  return experimentalStaffClient(app);
}

async function createText(client: TestClient): Promise<number> {
  const form = multipart({
    text_type: 'STORY',
    language: 'SPANISH',
    level: 'A2',
    word_number: '100',
    topic: 'Pan',
  });
  const response = await client.post(T, form.payload, { headers: form.headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe.each(DIALECT_NAMES)('with a reasoning model behind %s', (dialect) => {
  it('texts, chapters, vocabulary and chat hold no thinking, and their tokens are recorded', async () => {
    const client = await setUp(dialect);
    fake.enqueue(
      { text: STORY, thinking: THOUGHT, chunkSize: 5 },
      { text: CHAPTER, thinking: THOUGHT, chunkSize: 3 },
      { json: ANSWER, thinking: THOUGHT },
      { text: TUTOR, thinking: THOUGHT, chunkSize: 4 },
    );

    const textId = await createText(client);
    await drainJobs(app);
    const text = (await client.get(`${T}${textId}/`)).json<GeneratedText>();
    expect(text).toMatchObject({
      status: 'COMPLETE',
      chatgpt_output: STORY,
      error: null,
      failure_code: null,
    });

    expect((await client.post(`${T}${textId}/generate_chapter/`, { words: ['perro'] })).statusCode).toBe(201);
    await drainJobs(app);
    expect((await client.get(`${T}${textId}/chapters/1/`)).json()).toMatchObject({
      status: 'COMPLETE',
      content: CHAPTER,
    });

    const start = STORY.indexOf('pan');
    const added = await client.post(`${T}${textId}/add_vocabulary/`, {
      word_start_index: start,
      word_end_index: start + 3,
    });
    expect(added.statusCode, added.body).toBe(201);
    await drainJobs(app);
    const list = (await client.get('/api/reeprise/vocabulary/')).json<{ results: Vocabulary[] }>();
    expect(list.results[0]).toMatchObject({
      status: 'COMPLETE',
      word: 'pan',
      translation: 'bread',
      failure_code: null,
    });

    const conversation = (
      await client.post('/api/chat/conversations/', { language: 'SPANISH', level: 'A2' })
    ).json<{ id: number }>();
    expect(
      (await client.post(`/api/chat/conversations/${conversation.id}/messages/`, { content: 'Hola' }))
        .statusCode,
    ).toBe(201);
    await drainJobs(app);
    const chat = (
      await client.get(`/api/chat/conversations/${conversation.id}/`)
    ).json<ChatConversationDetail>();
    expect(chat.messages.at(-1)).toMatchObject({ role: 'assistant', status: 'COMPLETE', content: TUTOR });

    const stored = [
      ...(await app.ctx.db.selectFrom('generated_texts').select('output as content').execute()),
      ...(await app.ctx.db.selectFrom('chapters').select('content').execute()),
      ...(await app.ctx.db.selectFrom('chat_messages').select('content').execute()),
      ...(await app.ctx.db.selectFrom('vocabularies').select('mnemonic as content').execute()),
    ];
    for (const { content } of stored) {
      expect(content).not.toContain('Secret plan');
      expect(content).not.toContain('think>');
    }

    const usage = (await client.get('/api/admin/llm_usage/?days=1')).json<AdminLlmUsage>();
    const reported = fake.requests.flatMap((request) => (request.usage ? [request.usage] : []));
    expect(reported).toHaveLength(4);
    expect(usage.rows).toEqual([
      {
        day: new Date().toISOString().slice(0, 10),
        user_id: expect.any(Number) as number,
        username: expect.any(String) as string,
        model: `${dialect}-model`,
        calls: 4,
        prompt_tokens: reported.reduce((sum, u) => sum + u.prompt_tokens, 0),
        completion_tokens: reported.reduce((sum, u) => sum + u.completion_tokens, 0),
      },
    ]);
  });

  it('a model that only thinks ends FAILED with a reason and its code', async () => {
    const client = await setUp(dialect);
    fake.enqueue({ onlyThinking: THOUGHT });
    const textId = await createText(client);
    await drainJobs(app);
    const text = (await client.get(`${T}${textId}/`)).json<GeneratedText>();
    // OpenAI's chat completions never show the thinking: to us it is an empty answer
    const code = dialect === 'openai' ? 'llm_invalid_output' : 'llm_only_thinking';
    expect(text).toMatchObject({ status: 'FAILED', chatgpt_output: '', failure_code: code });
    expect(text.error).toMatch(dialect === 'openai' ? /unusable answer/ : /only thought/);
    expect(fake.requests).toHaveLength(1);
  });
});
