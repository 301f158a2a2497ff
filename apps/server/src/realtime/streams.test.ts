import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { drainJobs } from '../../test/queue.js';
import { loggedInClient, type TestClient } from '../../test/test-client.js';
import { WsTestClient, applyChunks } from '../../test/ws-client.js';

const BASE = '/api/reeprise/generated_texts/';
let app: FastifyInstance;
let wsUrl: string;
const sockets: WsTestClient[] = [];

beforeEach(async () => {
  app = await buildTestApp({
    llm: {
      provider: 'demo',
      baseUrl: undefined,
      apiKey: undefined,
      model: 'm',
      visionModel: 'm',
      demoDelayMs: 3,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  wsUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/streams/`;
});
afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  await app.close();
});

const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
async function connect(client: TestClient, headers: Record<string, string> = {}) {
  const socket = await WsTestClient.connect(wsUrl, { cookie: cookieHeader(client), ...headers });
  sockets.push(socket);
  return socket;
}
async function createText(client: TestClient, publiclyVisible = false) {
  const response = await client.post(BASE, {
    text_type: 'STORY',
    language: 'GERMAN',
    level: 'A1',
    word_number: 100,
    topic: 'Im Zoo',
    publicly_visible: publiclyVisible,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('/ws/streams/', () => {
  it('refuses the upgrade without a session', async () => {
    await expect(WsTestClient.connect(wsUrl, {})).rejects.toThrow('HTTP 401');
  });

  it('refuses the upgrade from a foreign origin', async () => {
    const client = await loggedInClient(app, await createUser(app));
    await expect(connect(client, { origin: 'https://evil.example' })).rejects.toThrow('HTTP 403');
  });

  it('streams a text being written, in order, then its COMPLETE status', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const socket = await connect(client);
    const id = await createText(client);
    socket.send({ action: 'subscribe', text_id: id, chapter_number: null });
    await socket.waitFor((m) => 'status' in m && m.status === 'COMPLETE', 15_000);
    const stored = (await client.get(`${BASE}${id}/`)).json().chatgpt_output as string;
    expect(applyChunks(socket.messages)).toBe(stored);
    // in pieces as it is written: a delta every 3 ms, gathered into a batch at most every 100 ms
    expect(socket.messages.filter((m) => 'text_chunk' in m).length).toBeGreaterThan(1);
  });

  it('gives a late subscriber the text so far, then the rest, with nothing twice', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const id = await createText(client);
    const early = await connect(client);
    early.send({ action: 'subscribe', text_id: id, chapter_number: null });
    await early.waitFor((m) => 'text_chunk' in m && m.offset > 20);
    const late = await connect(client);
    late.send({ action: 'subscribe', text_id: id, chapter_number: null });
    await late.waitFor((m) => 'status' in m && m.status === 'COMPLETE', 15_000);
    await early.waitFor((m) => 'status' in m);
    expect(late.messages[0]).toMatchObject({ offset: 0 });
    expect(applyChunks(late.messages)).toBe(applyChunks(early.messages));
    const total = late.messages.reduce((n, m) => n + ('text_chunk' in m ? m.text_chunk.length : 0), 0);
    expect(total).toBe(applyChunks(late.messages).length);
  });

  it('sends a finished text and its status at once', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const id = await createText(client);
    await drainJobs(app);
    const socket = await connect(client);
    socket.send({ action: 'subscribe', text_id: id, chapter_number: null });
    await socket.waitFor((m) => 'status' in m);
    expect(socket.messages).toHaveLength(2);
    expect(socket.messages[1]).toEqual({ text_id: id, chapter_number: null, status: 'COMPLETE' });
  });

  it('refuses a subscription to another user’s private text and invalid messages', async () => {
    const alice = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    const secret = await createText(alice);
    const socket = await connect(bob);
    socket.send({ action: 'subscribe', text_id: secret, chapter_number: null });
    await socket.waitFor((m) => 'error' in m);
    expect(socket.messages[0]).toEqual({ error: 'Not found.', text_id: secret, chapter_number: null });
    socket.send({ action: 'delete', text_id: secret });
    socket.socket.send('not json');
    await socket.waitFor((m) => 'error' in m && m.error === 'Invalid message.');
    await drainJobs(app);
    expect(socket.messages.some((m) => 'text_chunk' in m)).toBe(false);
  });
});
