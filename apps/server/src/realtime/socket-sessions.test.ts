import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@reeprise/contract';
import type { Config } from '../config.js';
import { SessionsRepository } from '../modules/auth/sessions.repository.js';
import { buildTestApp, testConfig } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { loggedInClient, type TestClient } from '../../test/test-client.js';
import { insertCompleteText } from '../../test/texts.js';
import { WsTestClient } from '../../test/ws-client.js';
import { CLOSE_IDLE, CLOSE_SESSION_ENDED } from './socket-guard.js';

// Issue 13 item 4: an open websocket loses its identity when its session ends or its user changes.
let app: FastifyInstance;
const sockets: WsTestClient[] = [];

afterEach(async () => {
  sockets.splice(0).forEach((socket) => socket.close());
  await app?.close();
});

async function start(websocket: Partial<Config['websocket']> = {}) {
  app = await buildTestApp({ websocket: { ...testConfig().websocket, ...websocket } });
  await app.listen({ port: 0, host: '127.0.0.1' });
}
const wsUrl = () => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/streams/`;
const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
async function connect(client: TestClient) {
  const socket = await WsTestClient.connect(wsUrl(), { cookie: cookieHeader(client) });
  sockets.push(socket);
  return socket;
}

/** Subscribes to a text the socket's user owns and waits for its catch-up: the socket is being served. */
async function expectServed(socket: WsTestClient, textId: number) {
  socket.send({ action: 'subscribe', text_id: textId, chapter_number: null });
  await socket.waitFor((m) => 'status' in m && 'text_id' in m && m.text_id === textId);
}

/** What an attacker holding the old socket tries: subscribe to the user's newest private text. */
async function expectNothingFor(socket: WsTestClient, textId: number) {
  if (socket.socket.readyState === socket.socket.OPEN) socket.send({ action: 'subscribe', text_id: textId, chapter_number: null });
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(socket.messages.filter((m) => 'text_id' in m && m.text_id === textId)).toEqual([]);
}

async function expectNoSocketsLeft() {
  const { sockets: guard, hub } = app.ctx.realtime;
  await expect.poll(() => [guard.watchedCount, guard.reservedCount, hub.subscriberCount, hub.roomCount]).toEqual([0, 0, 0, 0]);
}

describe('a websocket and the session it was opened with', () => {
  it('closes the sockets of a session at logout, and only those', async () => {
    await start();
    const user = await createUser(app);
    const laptop = await loggedInClient(app, user);
    const phone = await loggedInClient(app, user);
    const [first, second] = [await connect(laptop), await connect(laptop)];
    const other = await connect(phone);
    const before = await insertCompleteText(app, user.id, 'Vorher.');
    await expectServed(first, before);
    await expectServed(other, before);

    expect((await laptop.post('/accounts/logout/')).statusCode).toBeLessThan(300);

    expect(await first.waitForClose()).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended.' });
    expect(await second.waitForClose()).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended.' });
    const secret = await insertCompleteText(app, user.id, 'Neu und privat.');
    await expectNothingFor(first, secret);
    await expectServed(other, secret); // the phone's session is untouched
    await expect(WsTestClient.connect(wsUrl(), { cookie: cookieHeader(laptop) })).rejects.toThrow('HTTP 401');
  });

  it('closes every socket of a user whose password an admin resets', async () => {
    await start();
    const user = await createUser(app);
    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    const sessions = [await loggedInClient(app, user), await loggedInClient(app, user)];
    const open = [await connect(sessions[0]), await connect(sessions[1])];
    const staffSocket = await connect(staff);

    const reset = await staff.post(`/api/admin/users/${user.id}/set_password/`, { password: 'a brand new passphrase' });
    expect(reset.statusCode, reset.body).toBe(200);

    for (const socket of open) expect((await socket.waitForClose()).code).toBe(CLOSE_SESSION_ENDED);
    const relogged = await loggedInClient(app, { username: user.username, password: 'a brand new passphrase' });
    const secret = await insertCompleteText(app, user.id, 'Nach dem neuen Passwort.');
    for (const socket of open) await expectNothingFor(socket, secret);
    await expectServed(await connect(relogged), secret);
    expect(staffSocket.socket.readyState).toBe(staffSocket.socket.OPEN); // the admin's own socket stays
  });

  it('closes every socket of a user who is deactivated, or whose staff flag or permissions change', async () => {
    await start();
    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    const patch = async (id: number, body: Record<string, unknown>) => {
      const response = await staff.patch(`/api/admin/users/${id}/`, body);
      expect(response.statusCode, response.body).toBe(200);
    };
    const changes = [{ is_active: false }, { is_staff: true }, { permissions: [PERMISSIONS.viewBark] }];
    for (const change of changes) {
      const user = await createUser(app);
      const socket = await connect(await loggedInClient(app, user));
      const secret = await insertCompleteText(app, user.id, 'Privat.');
      await patch(user.id, change);
      expect((await socket.waitForClose()).code, JSON.stringify(change)).toBe(CLOSE_SESSION_ENDED);
      await expectNothingFor(socket, secret);
    }
    await expectNoSocketsLeft();
  });

  it('re-checks its session periodically: a change made where no eviction reaches (the CLI, one process) closes it', async () => {
    await start({ revalidateMs: 150 });
    const ended = await createUser(app);
    const granted = await createUser(app);
    const endedSocket = await connect(await loggedInClient(app, ended));
    const grantedSocket = await connect(await loggedInClient(app, granted));
    const text = await insertCompleteText(app, ended.id, 'Hallo.');
    await expectServed(endedSocket, text);

    // What `npm run users` does from another process: straight to the database, the bus never hears of it.
    await new SessionsRepository(app.ctx.db).deleteForUser(ended.id);
    await app.ctx.services.users.grant(granted.username, PERMISSIONS.viewBark);

    expect(await endedSocket.waitForClose(2000)).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended.' });
    expect(await grantedSocket.waitForClose(2000)).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Account changed.' });
    await expectNoSocketsLeft();
  });

  it('closes a socket idle for too long, not one in use', async () => {
    await start({ idleTimeoutMs: 400, revalidateMs: 60_000 });
    const client = await loggedInClient(app, await createUser(app));
    // taken before the idle socket opens: its idle time runs from when the server accepted it, which is later
    const opened = Date.now();
    const idle = await connect(client);
    const busy = await connect(client);
    const ping = setInterval(() => busy.send({ action: 'unsubscribe', text_id: 1, chapter_number: null }), 100);
    try {
      expect(await idle.waitForClose(2000)).toEqual({ code: CLOSE_IDLE, reason: 'Idle timeout.' });
      expect(Date.now() - opened).toBeGreaterThanOrEqual(350);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(busy.socket.readyState).toBe(busy.socket.OPEN);
    } finally {
      clearInterval(ping);
    }
  });
});
