import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { TEST_SECRET, testConfig } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { openTestDatabase } from '../../test/test-database.js';
import { loggedInClient, type TestClient } from '../../test/test-client.js';
import { WsTestClient } from '../../test/ws-client.js';
import { CLOSE_SESSION_ENDED } from './socket-guard.js';

// Issue 13 item 4 across processes: two app instances share one database and talk only through Redis,
// as two processes behind a load balancer do. The periodic re-check is set far away (10 min), so only the
// bus can close the sockets within the test's time.
const redisUrl = process.env.REDIS_URL;
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');

describe.runIf(Boolean(redisUrl))('websockets and sessions across processes (Redis)', () => {
  const prefix = `test-ws-${randomBytes(5).toString('hex')}`;
  const apps: FastifyInstance[] = [];
  const sockets: WsTestClient[] = [];
  const cleanups: Array<() => Promise<void> | void> = [];

  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.close());
    for (const app of apps.splice(0)) await app.close();
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  async function startPair(database: DatabaseHandle) {
    const config = testConfig({ redisUrl, redisPrefix: prefix, websocket: { ...testConfig().websocket, revalidateMs: 600_000 } });
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(config, { database, logger: false, webRoot: '/nonexistent', shutdownGraceMs: 0, jobBackoffMs: 10 });
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    return apps as [FastifyInstance, FastifyInstance];
  }
  const wsUrl = (app: FastifyInstance) => `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws/streams/`;
  const cookieHeader = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  async function connect(app: FastifyInstance, client: TestClient) {
    const socket = await WsTestClient.connect(wsUrl(app), { cookie: cookieHeader(client) });
    sockets.push(socket);
    return socket;
  }

  it('closes a socket on one process when its session ends or its user changes on another', async () => {
    const database = await openTestDatabase();
    cleanups.push(() => database.close());
    const [a, b] = await startPair(database);
    const staff = await loggedInClient(a, await createUser(a, { isStaff: true }));

    const leaver = await createUser(a);
    const leaverClient = await loggedInClient(a, leaver);
    const onB = await connect(b, leaverClient);
    expect((await leaverClient.post('/accounts/logout/')).statusCode).toBeLessThan(300);
    expect(await onB.waitForClose(3000)).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended.' });

    const reset = await createUser(a);
    const resetOnB = await connect(b, await loggedInClient(a, reset));
    expect((await staff.post(`/api/admin/users/${reset.id}/set_password/`, { password: 'another long passphrase' })).statusCode).toBe(200);
    expect((await resetOnB.waitForClose(3000)).code).toBe(CLOSE_SESSION_ENDED);

    const deactivated = await createUser(a);
    const deactivatedOnB = await connect(b, await loggedInClient(a, deactivated));
    expect((await staff.patch(`/api/admin/users/${deactivated.id}/`, { is_active: false })).statusCode).toBe(200);
    expect((await deactivatedOnB.waitForClose(3000)).code).toBe(CLOSE_SESSION_ENDED);

    await expect.poll(() => b.ctx.realtime.sockets.watchedCount).toBe(0);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')('closes the sockets of a user whose password the CLI sets, from its own process', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-ws-cli-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'db.sqlite');
    const database = openDatabase({ database: { kind: 'sqlite', file } });
    cleanups.push(() => database.close());
    await migrateToLatest(database);
    const [a] = await startPair(database);
    const user = await createUser(a);
    const socket = await connect(a, await loggedInClient(a, user));

    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/users.ts', 'set-password', user.username, '--password', 'set from the command line'],
      {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATABASE_URL: `sqlite:${file}`, REDIS_URL: redisUrl, REDIS_PREFIX: prefix, SESSION_SECRET: TEST_SECRET, DATA_DIR: dir, LOG_LEVEL: 'warn' },
      },
    );

    expect(await socket.waitForClose(3000)).toEqual({ code: CLOSE_SESSION_ENDED, reason: 'Session ended.' });
  });
});
