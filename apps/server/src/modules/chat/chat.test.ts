import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES_PER_HOUR,
  type ChatConversation,
  type ChatConversationDetail,
  type ErrorBody,
  type Page,
} from '@reeprise/contract';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { drainJobs } from '../../../test/queue.js';
import type {
  TestClient} from '../../../test/test-client.js';
import {
  anonymousClient,
  experimentalStaffClient,
  loggedInClient
} from '../../../test/test-client.js';
import { WsTestClient, applyChunks } from '../../../test/ws-client.js';
import { resumePendingWork } from '../../context.js';
import { nowIso } from '../../db/database.js';

const BASE = '/api/chat/conversations/';
const START = { language: 'SPANISH', level: 'A2' };

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

const anonymous = () => anonymousClient(app);

const experimentalStaff = () => experimentalStaffClient(app);

const conversationOf = async (client: TestClient, id: number) =>
  (await client.get(`${BASE}${id}/`)).json<ChatConversationDetail>();

async function startConversation(client: TestClient, body: Record<string, unknown> = START) {
  const response = await client.post(BASE, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; title: string }>();
}

describe('chat with the demo writer', () => {
  beforeEach(async () => {
    app = await buildTestApp();
  });

  it('is for staff with experimental features, and each conversation only for its owner', async () => {
    const owner = await experimentalStaff();
    const { id } = await startConversation(owner);
    const calls: Array<[string, (c: TestClient) => ReturnType<TestClient['get']>]> = [
      ['list', (c) => c.get(BASE)],
      ['create', (c) => c.post(BASE, START)],
      ['detail', (c) => c.get(`${BASE}${id}/`)],
      ['send', (c) => c.post(`${BASE}${id}/messages/`, { content: 'Hola' })],
    ];
    const cases: Array<[string, TestClient, number[]]> = [
      ['anonymous', await anonymous(), [401, 401, 401, 401]],
      ['plain user', await loggedInClient(app, await createUser(app)), [403, 403, 403, 403]],
      [
        'staff without experimental features',
        await loggedInClient(app, await createUser(app, { isStaff: true })),
        [403, 403, 403, 403],
      ],
      ['other staff with experimental features', await experimentalStaff(), [200, 201, 404, 404]],
      ['owner', owner, [200, 201, 200, 201]],
    ];
    for (const [who, client, expected] of cases) {
      for (const [index, [name, call]] of calls.entries()) {
        expect((await call(client)).statusCode, `${name} as ${who}`).toBe(expected[index]);
      }
    }
    await drainJobs(app);
  });

  it('stores the message, answers it with the demo writer and names the conversation after it', async () => {
    const client = await experimentalStaff();
    const conversation = await startConversation(client);
    expect(conversation).toMatchObject({ title: 'New conversation', language: 'SPANISH', level: 'A2' });

    const sent = await client.post(`${BASE}${conversation.id}/messages/`, {
      content: '  ¿Qué tal tu día?  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      user_message: { role: 'user', content: '¿Qué tal tu día?', status: 'COMPLETE' },
      assistant_message: { role: 'assistant', content: '', status: 'PENDING', error: null },
    });
    await drainJobs(app);

    const detail = await conversationOf(client, conversation.id);
    expect(detail.title).toBe('¿Qué tal tu día?');
    expect(detail.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'COMPLETE'],
      ['assistant', 'COMPLETE'],
    ]);
    expect(detail.messages[1].content.split(/\s+/).length).toBeGreaterThan(10);
    const list = (await client.get(BASE)).json<Page<ChatConversation>>();
    expect(list.results.map((c) => c.id)).toEqual([conversation.id]);
    expect(list.next).toBeNull();
  });

  it('validates conversations and messages', async () => {
    const client = await experimentalStaff();
    for (const body of [
      { language: 'KLINGON', level: 'A1' },
      { language: 'FRENCH', level: 'D1' },
      { ...START, title: 'x'.repeat(101) },
      { ...START, owner_id: 1 },
    ]) {
      expect((await client.post(BASE, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const { id } = await startConversation(client, { ...START, title: 'Travel talk' });
    for (const body of [
      { content: '   ' },
      { content: 'x'.repeat(2001) },
      { content: 'hi', role: 'assistant' },
      {},
    ]) {
      expect(
        (await client.post(`${BASE}${id}/messages/`, body)).statusCode,
        JSON.stringify(body).slice(0, 40),
      ).toBe(400);
    }
    expect((await client.get(`${BASE}${id}/`)).json()).toMatchObject({ title: 'Travel talk', messages: [] });
  });

  it('limits messages per hour with a clear 429 (CHAT_MESSAGES_PER_HOUR, by default the contract’s 60)', async () => {
    expect(testConfig().usageLimits.chatMessagesPerHour).toBe(CHAT_MESSAGES_PER_HOUR);
    await app.close();
    app = await buildTestApp({ usageLimits: { ...testConfig().usageLimits, chatMessagesPerHour: 2 } });
    const client = await experimentalStaff();
    const { id } = await startConversation(client);
    for (const content of ['Hola', 'Qué tal']) {
      expect((await client.post(`${BASE}${id}/messages/`, { content })).statusCode).toBe(201);
      await drainJobs(app);
    }
    const refused = await client.post(`${BASE}${id}/messages/`, { content: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>()).toMatchObject({
      detail: 'You have reached the limit of 2 chat messages per hour. Please try again later.',
      code: 'chat_message_quota',
    });
  });

  it('answers a message a crash left PENDING once work resumes', async () => {
    const client = await experimentalStaff();
    const { id } = await startConversation(client);
    const now = nowIso();
    await app.ctx.db
      .insertInto('chat_messages')
      .values([
        {
          conversation_id: id,
          role: 'user',
          content: 'Hola',
          status: 'COMPLETE',
          error: null,
          created_at: now,
          updated_at: now,
        },
        {
          conversation_id: id,
          role: 'assistant',
          content: 'Ho',
          status: 'PENDING',
          error: null,
          created_at: now,
          updated_at: now,
        },
      ])
      .execute();
    expect(await app.ctx.extras.chat.resumePending()).toBe(1);
    await drainJobs(app);
    const [, answer] = (await conversationOf(client, id)).messages;
    expect(answer.status).toBe('COMPLETE');
    expect(answer.content.length).toBeGreaterThan(20);
  });

  it('queues answers a crash left PENDING again with the rest of the unfinished work at start', async () => {
    const owner = await createUser(app, { isStaff: true });
    const now = nowIso();
    const { id } = await app.ctx.db
      .insertInto('chat_conversations')
      .values({
        owner_id: owner.id,
        title: null,
        language: 'ITALIAN',
        level: 'A1',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const message = { conversation_id: id, error: null, created_at: now, updated_at: now };
    await app.ctx.db
      .insertInto('chat_messages')
      .values([
        { ...message, role: 'user', content: 'Ciao', status: 'COMPLETE' },
        { ...message, role: 'assistant', content: '', status: 'PENDING' },
      ])
      .execute();
    expect(await resumePendingWork(app.ctx)).toBe(1);
    await drainJobs(app);
    const answer = await app.ctx.db
      .selectFrom('chat_messages')
      .select(['status', 'content'])
      .where('role', '=', 'assistant')
      .executeTakeFirstOrThrow();
    expect(answer.status).toBe('COMPLETE');
  });
});

describe('chat with an OpenAI-compatible provider', () => {
  let fake: FakeOpenAiServer;
  beforeEach(async () => {
    fake = await startFakeOpenAiServer();
    app = await buildTestApp(
      {
        llm: {
          provider: 'openai',
          baseUrl: fake.url,
          apiKey: 'sk-test',
          model: 'chat-model',
          visionModel: 'vision-model',
          demoDelayMs: 0,
        },
      },
      {
        llmOptions: {
          openai: {
            requestTimeoutMs: 2000,
            idleTimeoutMs: 1000,
            retry: { maxRetries: 0, backoffBaseMs: 1, backoffMaxMs: 2 },
          },
        },
      },
    );
  });
  afterEach(async () => {
    await fake.close();
  });

  it('sends the tutor prompt with the history, one answer at a time', async () => {
    const client = await experimentalStaff();
    const { id } = await startConversation(client, { language: 'FRENCH', level: 'B1' });
    fake.enqueue(
      { text: 'Bonjour ! Comment ça va ?', chunkSize: 4, delayMs: 40 },
      { text: 'Très bien, merci.' },
    );
    expect((await client.post(`${BASE}${id}/messages/`, { content: 'Salut' })).statusCode).toBe(201);
    const busy = await client.post(`${BASE}${id}/messages/`, { content: 'Tu es là ?' });
    expect(busy.statusCode).toBe(409);
    await drainJobs(app);
    expect((await client.post(`${BASE}${id}/messages/`, { content: 'Ça va bien' })).statusCode).toBe(201);
    await drainJobs(app);

    const messages = (await conversationOf(client, id)).messages.map((m) => [m.role, m.content]);
    expect(messages).toEqual([
      ['user', 'Salut'],
      ['assistant', 'Bonjour ! Comment ça va ?'],
      ['user', 'Ça va bien'],
      ['assistant', 'Très bien, merci.'],
    ]);
    const second = fake.requests[1].body;
    expect(second.model).toBe('chat-model');
    expect(second.messages[0].role).toBe('system');
    expect(second.messages[0].content).toContain('French tutor');
    expect(second.messages[0].content).toContain('B1');
    expect(second.messages.slice(1).map((m) => [m.role, m.content])).toEqual(messages.slice(0, 3));
  });

  it('stores the partial answer while it streams, so polling shows it growing', async () => {
    const client = await experimentalStaff();
    const { id } = await startConversation(client);
    const answer = 'Hola, ¿cómo estás? Hoy hace sol y vamos al mercado a comprar fruta fresca.';
    fake.enqueue({ text: answer, chunkSize: 3, delayMs: 30 });
    await client.post(`${BASE}${id}/messages/`, { content: 'Hola' });
    let partial: { status: string; content: string } | undefined;
    for (let poll = 0; poll < 40 && !partial; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const last = (await conversationOf(client, id)).messages[1];
      if (last.status === 'PENDING' && last.content.length > 0) partial = last;
    }
    expect(partial).toBeDefined();
    expect(answer.startsWith(partial!.content)).toBe(true);
    await drainJobs(app);
    expect((await conversationOf(client, id)).messages[1]).toMatchObject({
      status: 'COMPLETE',
      content: answer,
    });
  });

  describe('over /ws/streams/', () => {
    let wsUrl: string;
    const sockets: WsTestClient[] = [];
    beforeEach(async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      wsUrl = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/streams/`;
    });
    afterEach(() => {
      sockets.splice(0).forEach((socket) => socket.close());
    });
    async function connect(client: TestClient) {
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const socket = await WsTestClient.connect(wsUrl, { cookie });
      sockets.push(socket);
      return socket;
    }
    async function ask(client: TestClient, conversationId: number, content: string) {
      const sent = await client.post(`${BASE}${conversationId}/messages/`, { content });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json<{ user_message: { id: number }; assistant_message: { id: number } }>();
    }
    const refusal = (messageId: number) => ({ error: 'Not found.', message_id: messageId });

    it("streams the tutor's answer chunk by chunk to its owner, then COMPLETE", async () => {
      const client = await experimentalStaff();
      const { id } = await startConversation(client);
      const answer = 'Hola, ¿cómo estás? Hoy hace sol y vamos al mercado a comprar fruta fresca.';
      fake.enqueue({ text: answer, chunkSize: 3, delayMs: 30 });
      const socket = await connect(client);
      const { assistant_message: pending } = await ask(client, id, 'Hola');
      socket.send({ action: 'subscribe_chat', message_id: pending.id });
      await socket.waitFor((m) => 'status' in m, 10_000);

      expect(socket.messages.every((m) => 'message_id' in m && m.message_id === pending.id)).toBe(true);
      expect(socket.messages.at(-1)).toEqual({ message_id: pending.id, status: 'COMPLETE' });
      expect(socket.messages.filter((m) => 'text_chunk' in m).length).toBeGreaterThan(3);
      expect(applyChunks(socket.messages)).toBe(answer);
      expect((await conversationOf(client, id)).messages[1].content).toBe(answer);

      // a late subscriber gets the whole stored answer and its status at once
      const late = await connect(client);
      late.send({ action: 'subscribe_chat', message_id: pending.id });
      await late.waitFor((m) => 'status' in m);
      expect(late.messages).toEqual([
        { message_id: pending.id, text_chunk: answer, offset: 0 },
        { message_id: pending.id, status: 'COMPLETE' },
      ]);
    });

    it('tells the end of a failed answer', async () => {
      const client = await experimentalStaff();
      const { id } = await startConversation(client);
      fake.enqueue({ status: 400 });
      const socket = await connect(client);
      const { assistant_message: pending } = await ask(client, id, 'Hola');
      socket.send({ action: 'subscribe_chat', message_id: pending.id });
      expect(await socket.waitFor((m) => 'status' in m, 10_000)).toEqual({
        message_id: pending.id,
        status: 'FAILED',
      });
    });

    it("refuses anyone else's answer, a user's own message and unknown ids alike", async () => {
      const owner = await experimentalStaff();
      const { id } = await startConversation(owner);
      fake.enqueue({ text: 'Bien.' });
      const { user_message: question, assistant_message: pending } = await ask(owner, id, 'Hola');
      await drainJobs(app);
      const strangers = [
        await experimentalStaff(),
        await loggedInClient(app, await createUser(app, { isStaff: true })),
        await loggedInClient(app, await createUser(app)),
      ];
      for (const stranger of strangers) {
        const socket = await connect(stranger);
        socket.send({ action: 'subscribe_chat', message_id: pending.id });
        expect(await socket.waitFor((m) => 'error' in m)).toEqual(refusal(pending.id));
        expect(socket.messages).toHaveLength(1);
      }
      const socket = await connect(owner);
      socket.send({ action: 'subscribe_chat', message_id: question.id });
      socket.send({ action: 'subscribe_chat', message_id: 999_999 });
      // each subscription is authorised on its own, so the two answers may come in either order
      await socket.waitFor((m) => 'error' in m && m.message_id === 999_999);
      await socket.waitFor((m) => 'error' in m && m.message_id === question.id);
      expect(socket.messages).toHaveLength(2);
      expect(socket.messages).toEqual(expect.arrayContaining([refusal(question.id), refusal(999_999)]));
    });
  });

  it('ends FAILED with a readable reason when the provider refuses', async () => {
    const client = await experimentalStaff();
    const { id } = await startConversation(client);
    fake.enqueue({ status: 400 });
    await client.post(`${BASE}${id}/messages/`, { content: 'Hola' });
    await drainJobs(app);
    const [, answer] = (await conversationOf(client, id)).messages;
    expect(answer).toMatchObject({ status: 'FAILED', error: 'The writing service refused the request.' });
    expect((await client.post(`${BASE}${id}/messages/`, { content: 'Otra vez' })).statusCode).toBe(201);
    await drainJobs(app);
  });
});
