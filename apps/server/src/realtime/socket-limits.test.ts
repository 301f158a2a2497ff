import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WS_MAX_MESSAGE_BYTES } from '@reeprise/contract';
import { buildApp } from '../app.js';
import { buildTestApp, testConfig } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { loggedInClient, type TestClient } from '../../test/test-client.js';
import { insertCompleteText } from '../../test/texts.js';
import { WsTestClient } from '../../test/ws-client.js';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from './stream-hub.js';

// Issue 13 item 6 (caps that a burst must not pass) and "a too-large websocket frame logs an error".
let app: FastifyInstance;
const sockets: WsTestClient[] = [];

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  await app?.close();
});

async function listen(built: FastifyInstance) {
  app = built;
  await app.listen({ port: 0, host: '127.0.0.1' });
}
const wsUrl = () => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/streams/`;
const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
async function connect(client: TestClient) {
  const socket = await WsTestClient.connect(wsUrl(), { cookie: cookieHeader(client) });
  sockets.push(socket);
  return socket;
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function expectNothingLeft() {
  const { sockets: guard, hub } = app.ctx.realtime;
  await expect.poll(() => [guard.watchedCount, guard.reservedCount, hub.subscriberCount, hub.roomCount]).toEqual([0, 0, 0, 0]);
}

describe('websocket caps under a burst', () => {
  it(`serves at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} of 200 distinct subscribes sent at once and refuses the rest clearly`, async () => {
    await listen(await buildTestApp());
    const user = await createUser(app);
    const ids = [];
    for (let i = 0; i < 200; i += 1) ids.push(await insertCompleteText(app, user.id, `Text ${i}.`));
    const socket = await connect(await loggedInClient(app, user));

    // sent in one go: the server reads them all before it has authorised the first
    for (const id of ids) socket.send({ action: 'subscribe', text_id: id, chapter_number: null });

    await socket.waitFor(() => socket.messages.filter((m) => 'status' in m).length >= MAX_SUBSCRIPTIONS_PER_SOCKET);
    await settle();
    const served = socket.messages.filter((m) => 'status' in m);
    const refused = socket.messages.filter((m) => 'error' in m && m.error.startsWith('Too many subscriptions'));
    expect(served).toHaveLength(MAX_SUBSCRIPTIONS_PER_SOCKET);
    expect(refused).toHaveLength(200 - MAX_SUBSCRIPTIONS_PER_SOCKET);
    expect(refused[0]).toMatchObject({ error: `Too many subscriptions: at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} streams per connection.` });
    expect(app.ctx.realtime.hub.subscriberCount).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);

    socket.close();
    await expectNothingLeft();
  });

  it('leaves exactly one subscriber for 1,000 identical subscribes, and nothing after the close', async () => {
    await listen(await buildTestApp());
    const user = await createUser(app);
    const id = await insertCompleteText(app, user.id, 'Einmal.');
    const socket = await connect(await loggedInClient(app, user));

    for (let i = 0; i < 1000; i += 1) socket.send({ action: 'subscribe', text_id: id, chapter_number: null });

    await socket.waitFor((m) => 'status' in m);
    await settle();
    expect(app.ctx.realtime.hub.subscriberCount).toBe(1);
    expect(app.ctx.realtime.hub.roomCount).toBe(1);
    expect(socket.messages).toEqual([
      { text_id: id, chapter_number: null, text_chunk: 'Einmal.', offset: 0 },
      { text_id: id, chapter_number: null, status: 'COMPLETE' },
    ]);

    socket.close();
    await expectNothingLeft();
  });

  it('refuses the upgrade past the per-user socket cap, for concurrent upgrades, and frees a slot on close', async () => {
    const cap = testConfig().websocket.maxSocketsPerUser;
    expect(cap).toBe(20);
    await listen(await buildTestApp());
    const user = await createUser(app);
    const client = await loggedInClient(app, user);

    const attempts = await Promise.allSettled(Array.from({ length: cap + 10 }, () => connect(client)));
    const opened = attempts.filter((a) => a.status === 'fulfilled').map((a) => a.value);
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(opened).toHaveLength(cap);
    expect(refused.map((a) => String(a.reason))).toEqual(Array(10).fill('Error: HTTP 429'));

    // someone else is not affected, and a closed socket gives its slot back
    await connect(await loggedInClient(app, await createUser(app)));
    opened[0].close();
    await expect.poll(() => app.ctx.realtime.sockets.reservedCount).toBe(cap); // cap - 1 of the user + 1 of the other
    await connect(client);
    await expect(connect(client)).rejects.toThrow('HTTP 429');

    sockets.forEach((socket) => socket.close());
    await expectNothingLeft();
  });
});

describe('a frame over the size limit', () => {
  it('closes the socket with 1009 and logs a warning without a stack, not an error', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openTestDatabase();
    const built = await buildApp({ ...testConfig(), logLevel: 'info' }, { database, webRoot: '/nonexistent', shutdownGraceMs: 0, loggerStream: stream });
    built.addHook('onClose', () => database.close());
    await listen(built);
    const socket = await connect(await loggedInClient(app, await createUser(app)));

    socket.socket.send('x'.repeat(WS_MAX_MESSAGE_BYTES + 1));

    expect((await socket.waitForClose()).code).toBe(1009);
    await expect.poll(() => lines.some((line) => line.includes('WS_ERR_UNSUPPORTED_MESSAGE_LENGTH'))).toBe(true);
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; code?: string; err?: unknown });
    const warning = entries.find((entry) => entry.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH');
    expect(warning).toMatchObject({ level: 40, msg: 'websocket closed: client error' });
    expect(warning?.err).toBeUndefined();
    expect(lines.join('')).not.toContain('"stack"');
    expect(entries.filter((entry) => entry.level >= 50)).toEqual([]);
  });
});
