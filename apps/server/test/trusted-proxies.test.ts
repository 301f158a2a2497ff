import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_ACCESS_MAX_PER_WINDOW } from '@reeprise/contract';
import { loadConfig, type Config } from '../src/config.js';
import { LOGIN_RULES } from '../src/modules/auth/login-throttle.service.js';
import { buildTestApp, TEST_SECRET } from './build-test-app.js';
import { createUser } from './factories.js';
import { anonymousClient, loggedInClient, type TestClient } from './test-client.js';

// Issue 13 item 2: X-Forwarded-* is believed only from proxies named in TRUSTED_PROXIES. The apps below
// set PUBLIC_ORIGIN as every deployment does (it used to switch on trust for everybody).
const PUBLIC = 'https://reeprise.example';
const deployed = (trustProxy: Config['trustProxy'] = false) =>
  buildTestApp({ publicOrigin: PUBLIC, allowedOrigins: [PUBLIC], secureCookies: true, trustProxy });

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const env = (extra: Record<string, string>) => ({ SESSION_SECRET: TEST_SECRET, DATABASE_URL: 'sqlite::memory:', ...extra });

describe('TRUSTED_PROXIES configuration', () => {
  it('trusts nobody by default, also when PUBLIC_ORIGIN is set', () => {
    expect(loadConfig(env({})).trustProxy).toBe(false);
    expect(loadConfig(env({ PUBLIC_ORIGIN: PUBLIC })).trustProxy).toBe(false);
  });

  it('takes a hop count or a list of addresses and CIDR ranges, and names the variable when wrong', () => {
    expect(loadConfig(env({ TRUSTED_PROXIES: '1' })).trustProxy).toBe(1);
    expect(loadConfig(env({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8' })).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    for (const wrong of ['0', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1', 'true']) {
      expect(() => loadConfig(env({ TRUSTED_PROXIES: wrong })), wrong).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

/** Wrong-password logins for one account from `remoteAddress`, each claiming another client address. */
async function rotatedLogins(client: TestClient, username: string, count: number, remoteAddress = '127.0.0.1') {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/',
      remoteAddress,
      payload: { username, password: `guess number ${i}` },
      headers: {
        cookie: `csrftoken=${client.csrfToken}`,
        'x-csrftoken': client.csrfToken!,
        'x-forwarded-for': `203.0.113.${i + 1}`,
      },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('client address', () => {
  const guesses = LOGIN_RULES.accountFromIp.free + 3;

  it('ignores X-Forwarded-For without TRUSTED_PROXIES: rotating it does not escape the login throttle', async () => {
    app = await deployed();
    const user = await createUser(app);
    const statuses = await rotatedLogins(await anonymousClient(app), user.username, guesses);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LOGIN_RULES.accountFromIp.free);
    expect(statuses.at(-1)).toBe(429);
  });

  it('believes X-Forwarded-For from a trusted proxy only', async () => {
    app = await deployed(['127.0.0.1']);
    const user = await createUser(app);
    const client = await anonymousClient(app);
    // Through the proxy each address is its own client: none reaches its per-address limit.
    expect(await rotatedLogins(client, user.username, guesses)).toEqual(Array(guesses).fill(400));
    // The same header from any other peer is the peer's own word, and ignored.
    const direct = await rotatedLogins(client, user.username, guesses, '198.51.100.20');
    expect(direct.filter((s) => s === 400)).toHaveLength(LOGIN_RULES.accountFromIp.free);
    expect(direct.at(-1)).toBe(429);
  });

  it('keeps early-access sign-ups limited under a rotated X-Forwarded-For', async () => {
    app = await deployed();
    const client = await anonymousClient(app);
    const statuses: number[] = [];
    for (let i = 0; i < EARLY_ACCESS_MAX_PER_WINDOW + 3; i += 1) {
      const response = await client.post(
        '/api/early_access/',
        { email: `visitor${i}@example.com` },
        { headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(EARLY_ACCESS_MAX_PER_WINDOW);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('next links', () => {
  /** A staff client and more users than one admin page holds, so the list has a `next` link. */
  async function pagedList() {
    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    const now = new Date().toISOString();
    await app.ctx.db
      .insertInto('users')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          username: `paged${i}`,
          username_key: `paged${i}`,
          password_hash: 'x',
          is_staff: 0,
          is_active: 1,
          created_at: now,
          password_changed_at: now,
        })),
      )
      .execute();
    return (headers: Record<string, string>) =>
      staff.get('/api/admin/users/?q=paged', { headers }).then((r) => r.json<{ next: string | null }>().next);
  }
  const spoofed = { host: 'reeprise.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

  it('are built on PUBLIC_ORIGIN, whatever the forwarded headers say', async () => {
    app = await deployed(['127.0.0.1']);
    const next = await (await pagedList())(spoofed);
    expect(next).toMatch(/^https:\/\/reeprise\.example\/api\/admin\/users\/\?q=paged&cursor=/);
  });

  it('without PUBLIC_ORIGIN use the Host header, and X-Forwarded-Host only from a trusted proxy', async () => {
    app = await buildTestApp();
    const next = await (await pagedList())(spoofed);
    expect(next).toMatch(/^http:\/\/reeprise\.example\/api\/admin\/users\//);
    await app.close();

    app = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    const proxied = await (await pagedList())(spoofed);
    expect(proxied).toMatch(/^http:\/\/evil\.example\/api\/admin\/users\//);
  });
});
