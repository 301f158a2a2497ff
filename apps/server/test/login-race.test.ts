import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/database.js';
import { LOGIN_RULES } from '../src/modules/auth/login-throttle.service.js';
import * as password from '../src/modules/users/password.js';
import { testConfig } from './build-test-app.js';
import { createUser } from './factories.js';
import { listen, liveVisitor } from './live-server.js';
import { openTestDatabase } from './test-database.js';

// Every password verification the login makes goes through these two; counting them is counting guesses.
vi.mock('../src/modules/users/password.js', async (importOriginal) => {
  const actual = await importOriginal<typeof password>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword), verifyDummy: vi.fn(actual.verifyDummy) };
});
const verifications = () => vi.mocked(password.verifyPassword).mock.calls.length + vi.mocked(password.verifyDummy).mock.calls.length;

// The per-account-and-address rule: failures allowed before back-off starts.
const ALLOWED = LOGIN_RULES.accountFromIp.free;
const BURST = 300;

let database: DatabaseHandle;
let apps: FastifyInstance[] = [];
beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
  await database.close();
});

/** Like one process of a deployment: its own app, listening, on the shared database. */
async function startProcess(): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp(testConfig(), { database, webRoot: '/nonexistent', logger: false, shutdownGraceMs: 0 });
  apps.push(app);
  return { app, origin: await listen(app) };
}

async function burst(origins: string[], username: string) {
  const visitors = await Promise.all(origins.map((origin) => liveVisitor(origin)));
  // The clock stands still during the burst: on a busy machine it can outlast the first one-second
  // back-off, which would rightly allow one more guess and make the count depend on the machine.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.mocked(password.verifyPassword).mockClear();
  vi.mocked(password.verifyDummy).mockClear();
  const statuses = await Promise.all(
    Array.from({ length: BURST }, (_, i) =>
      visitors[i % visitors.length].post('/api/login/', { username, password: `wrong guess ${i}` }).then((r) => r.status),
    ),
  );
  return {
    verified: verifications(),
    failed: statuses.filter((s) => s === 400).length,
    throttled: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 400 && s !== 429),
  };
}

describe('login throttle under a concurrent burst (real listening server)', () => {
  it(`verifies at most ${ALLOWED} passwords for ${BURST} concurrent wrong logins from one address`, async () => {
    const { app, origin } = await startProcess();
    const user = await createUser(app);
    const result = await burst([origin], user.username);
    expect(result.other).toEqual([]);
    expect(result.verified, JSON.stringify(result)).toBeLessThanOrEqual(ALLOWED);
    expect(result.failed).toBe(result.verified);
    expect(result.throttled).toBe(BURST - result.verified);
  });

  it('holds the same limit when the burst is spread over two processes sharing the database', async () => {
    const first = await startProcess();
    const second = await startProcess();
    const user = await createUser(first.app);
    const result = await burst([first.origin, second.origin], user.username);
    expect(result.other).toEqual([]);
    expect(result.verified, JSON.stringify(result)).toBeLessThanOrEqual(ALLOWED);
  });
});
