import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { multipart, pngImage } from '../../../test/images.js';
import { drainJobs } from '../../../test/queue.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { nowIso } from '../../db/database.js';

const BASE = '/api/reeprise/generated_texts/';
const FORM = {
  text_type: 'CRIME',
  language: 'FRENCH',
  level: 'B1',
  word_number: '200',
  topic: 'Le vol du tableau',
  main_character: 'Inès',
};
const STORY = 'Inès entre dans le musée. Le tableau a disparu! Elle regarde les traces sur le sol et sourit.';

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let client: TestClient;

beforeEach(async () => {
  fake = await startFakeOpenAiServer();
  app = await buildTestApp(
    {
      llm: {
        provider: 'openai',
        baseUrl: fake.url,
        apiKey: 'sk-test',
        model: 'text-model',
        visionModel: 'vision-model',
        demoDelayMs: 0,
      },
    },
    {
      llmOptions: {
        openai: {
          requestTimeoutMs: 2000,
          idleTimeoutMs: 300,
          retry: { backoffBaseMs: 5, backoffMaxMs: 20, random: () => 0.5 },
        },
      },
    },
  );
  client = await loggedInClient(app, await createUser(app));
});
afterEach(async () => {
  await app.close();
  await fake.close();
});

async function create(fields: Record<string, string> = FORM, files = {}) {
  const form = multipart(fields, files);
  const response = await client.post(BASE, form.payload, { headers: form.headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
const fetchText = async (id: number) => (await client.get(`${BASE}${id}/`)).json();

describe('text generation with an OpenAI-compatible provider', () => {
  it('streams the model’s text into the stored output and completes', async () => {
    fake.enqueue({ text: STORY, chunkSize: 7 });
    const id = await create();
    await drainJobs(app);
    const text = await fetchText(id);
    expect(text).toMatchObject({ status: 'COMPLETE', chatgpt_output: STORY, is_demo: false, error: null });
    const request = fake.requests[0];
    expect(request.body.model).toBe('text-model');
    expect(request.body.stream).toBe(true);
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const prompt = JSON.stringify(request.body.messages);
    expect(prompt).toContain('French');
    expect(prompt).toContain('Inès');
    expect(prompt).toContain('Le vol du tableau');
  });

  it('sends an image to the vision model as a data URL', async () => {
    fake.enqueue({ text: STORY });
    await create(
      { ...FORM, topic: '' },
      { image: { data: await pngImage(), filename: 'scene.png', contentType: 'image/png' } },
    );
    await drainJobs(app);
    const request = fake.requests[0];
    expect(request.body.model).toBe('vision-model');
    const parts = request.body.messages.flatMap((m) => (Array.isArray(m.content) ? m.content : []));
    expect(parts.find((p) => p.type === 'image_url')?.image_url?.url).toMatch(/^data:image\/webp;base64,/);
  });

  it('survives a 429 and finishes', async () => {
    fake.enqueue({ status: 429, retryAfter: 0 }, { text: STORY });
    const id = await create();
    await drainJobs(app);
    expect((await fetchText(id)).status).toBe('COMPLETE');
  });

  it('ends FAILED with a readable reason when the provider keeps answering 500', async () => {
    await fake.close();
    fake = await startFakeOpenAiServer({ fallback: { status: 500 } });
    await app.close();
    app = await buildTestApp(
      {
        llm: {
          provider: 'openai',
          baseUrl: fake.url,
          apiKey: 'k',
          model: 'm',
          visionModel: 'm',
          demoDelayMs: 0,
        },
      },
      { llmOptions: { openai: { retry: { maxRetries: 1, backoffBaseMs: 1, backoffMaxMs: 2 } } } },
    );
    client = await loggedInClient(app, await createUser(app));
    const id = await create();
    await drainJobs(app);
    const text = await fetchText(id);
    expect(text.status).toBe('FAILED');
    expect(text.error).toBe('The writing service is not reachable right now.');
    expect(JSON.stringify(text)).not.toMatch(/500|stack|Error:/);
  });

  it('starts over when a stream breaks mid-way, so nothing is stored twice', async () => {
    fake.enqueue({ brokenAfterChunks: 3, text: STORY, chunkSize: 5 }, { text: STORY, chunkSize: 5 });
    const id = await create();
    await drainJobs(app);
    expect((await fetchText(id)).chatgpt_output).toBe(STORY);
  });

  it('times out a stalled stream and retries', async () => {
    fake.enqueue({ stallAfterChunks: 2, text: STORY }, { text: STORY });
    const id = await create();
    await drainJobs(app);
    expect((await fetchText(id)).status).toBe('COMPLETE');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a FAILED text on request of its creator', async () => {
    fake.enqueue({ status: 400 });
    const id = await create();
    await drainJobs(app);
    expect((await fetchText(id)).status).toBe('FAILED');
    fake.enqueue({ text: STORY });
    const retried = await client.post(`${BASE}${id}/retry/`);
    expect(retried.json().status).toBe('PENDING');
    await drainJobs(app);
    expect((await fetchText(id)).chatgpt_output).toBe(STORY);
    expect((await client.post(`${BASE}${id}/retry/`)).statusCode).toBe(409);
  });

  it('resumes a text left PENDING by a crash', async () => {
    const user = await app.ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    const { id } = await app.ctx.db
      .insertInto('generated_texts')
      .values({
        creator_id: user.id,
        topic: 'crash',
        status: 'PENDING',
        output: 'Inès entre',
        language: 'FRENCH',
        level: 'B1',
        text_type: 'STORY',
        word_number: 100,
        image_file_id: null,
        error: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fake.enqueue({ text: STORY });
    expect(await app.ctx.services.texts.resumePending()).toBe(1);
    await drainJobs(app);
    expect(await fetchText(id)).toMatchObject({ status: 'COMPLETE', chatgpt_output: STORY });
  });
});
