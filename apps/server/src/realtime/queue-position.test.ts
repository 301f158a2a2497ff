import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { loggedInClient, type TestClient } from '../../test/test-client.js';
import { WsTestClient, applyChunks } from '../../test/ws-client.js';
import type { LlmProvider, StreamTextRequest } from '../platform/llm/index.js';

const BASE = '/api/reeprise/generated_texts/';

/** A slow remote model: each text (by topic) streams only once the test lets it. */
function gatedModel() {
  const gates = new Map<string, () => void>();
  const waiting = new Map<string, Promise<void>>();
  const started: string[] = [];
  const gate = (topic: string) => {
    if (!waiting.has(topic)) waiting.set(topic, new Promise<void>((resolve) => gates.set(topic, resolve)));
    return waiting.get(topic)!;
  };
  const llm: LlmProvider = {
    name: 'openai',
    async *streamText(request: StreamTextRequest) {
      const topic = request.hint?.topic ?? '';
      started.push(topic);
      await gate(topic);
      for (const word of ['Es ', 'war ', 'einmal ', topic, '.']) yield word;
    },
    completeJson: () => Promise.reject(new Error('not used')),
  };
  return { llm, started, release: (topic: string) => (gate(topic), gates.get(topic)!()) };
}

let app: FastifyInstance;
let wsUrl: string;
const sockets: WsTestClient[] = [];

async function start(model: ReturnType<typeof gatedModel>, concurrency: number, slotsPerUser: number) {
  const { jobs } = testConfig();
  app = await buildTestApp(
    { jobs: { ...jobs, generationConcurrency: concurrency, generationSlotsPerUser: slotsPerUser } },
    { llm: model.llm },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/streams/`;
}

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  await app?.close();
});

const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
async function subscribe(client: TestClient, textId: number) {
  const socket = await WsTestClient.connect(wsUrl, { cookie: cookieHeader(client) });
  sockets.push(socket);
  socket.send({ action: 'subscribe', text_id: textId, chapter_number: null });
  return socket;
}
async function createText(client: TestClient, topic: string) {
  const response = await client.post(BASE, { text_type: 'STORY', language: 'GERMAN', level: 'A1', word_number: 100, topic });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}
async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('generation queue: fairness and places (issue 15)', () => {
  it('another learner\'s text starts while one learner\'s burst waits for that learner\'s own slot', async () => {
    const model = gatedModel();
    await start(model, 2, 1);
    const anna = await loggedInClient(app, await createUser(app));
    const ben = await loggedInClient(app, await createUser(app));
    await createText(anna, 'anna-1');
    await createText(anna, 'anna-2');
    await createText(anna, 'anna-3');
    await createText(ben, 'ben-1');
    await until(() => model.started.length === 2);
    expect(model.started).toEqual(['anna-1', 'ben-1']);
    model.release('ben-1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(model.started).toEqual(['anna-1', 'ben-1']); // the free slot does not go to anna's second
    model.release('anna-1');
    await until(() => model.started.length === 3);
    expect(model.started).toEqual(['anna-1', 'ben-1', 'anna-2']);
    model.release('anna-2');
    model.release('anna-3');
  });

  it('a waiting text tells its subscriber how many are ahead of it, then streams when its turn comes', async () => {
    const model = gatedModel();
    await start(model, 1, 1);
    const anna = await loggedInClient(app, await createUser(app));
    const ben = await loggedInClient(app, await createUser(app));
    const carla = await loggedInClient(app, await createUser(app));
    await createText(anna, 'first');
    const second = await createText(ben, 'second');
    const third = await createText(carla, 'third');
    const benSocket = await subscribe(ben, second);
    await benSocket.waitFor((m) => 'queue_position' in m);
    // a late subscriber gets the place from the catch-up, not only from a later change
    await new Promise((resolve) => setTimeout(resolve, 300));
    const carlaSocket = await subscribe(carla, third);
    await carlaSocket.waitFor((m) => 'queue_position' in m);
    expect(benSocket.messages[0]).toEqual({ text_id: second, chapter_number: null, queue_position: 0 });
    expect(carlaSocket.messages[0]).toEqual({ text_id: third, chapter_number: null, queue_position: 1 });

    model.release('first');
    await carlaSocket.waitFor((m) => 'queue_position' in m && m.queue_position === 0);
    await until(() => model.started.includes('second'));
    model.release('second');
    await benSocket.waitFor((m) => 'status' in m && m.status === 'COMPLETE');
    expect(applyChunks(benSocket.messages)).toBe('Es war einmal second.');
    model.release('third');
    await carlaSocket.waitFor((m) => 'status' in m && m.status === 'COMPLETE');
    // nobody is told a place for someone else's text
    expect(benSocket.messages.every((m) => !('text_id' in m) || m.text_id === second)).toBe(true);
  });

  it('a waiting chapter is told its place on its own stream', async () => {
    const model = gatedModel();
    await start(model, 1, 1);
    const anna = await loggedInClient(app, await createUser(app));
    const ben = await loggedInClient(app, await createUser(app));
    const story = await createText(ben, 'story');
    model.release('story');
    await until(() => model.started.includes('story'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    await createText(anna, 'blocking');
    const chapter = await ben.post(`${BASE}${story}/generate_chapter/`, { words: ['Zoo'] });
    expect(chapter.statusCode, chapter.body).toBe(201);
    // chapters have writers of their own: the chapter waits only when they are busy, so hold one
    await until(() => model.started.includes('Zoo'));
    const second = await ben.post(`${BASE}${story}/generate_chapter/`, { words: ['Park'] });
    expect(second.statusCode, second.body).toBe(201);
    const socket = await WsTestClient.connect(wsUrl, { cookie: cookieHeader(ben) });
    sockets.push(socket);
    socket.send({ action: 'subscribe', text_id: story, chapter_number: 2 });
    await socket.waitFor((m) => 'queue_position' in m);
    expect(socket.messages[0]).toEqual({ text_id: story, chapter_number: 2, queue_position: 0 });
    model.release('Zoo');
    model.release('Park');
    model.release('blocking');
    await socket.waitFor((m) => 'status' in m && m.status === 'COMPLETE');
  });
});
