import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_ACCESS_MAX_PER_WINDOW, EARLY_ACCESS_THANKS, type ErrorBody } from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { listen, liveVisitor } from '../../../test/live-server.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';

const URL = '/api/early_access/';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

async function visitor() {
  const client = new TestClient(app);
  await client.get('/accounts/whoami');
  return client;
}

const stored = () => app.ctx.db.selectFrom('early_access_signups').select('email').execute();

describe('early access sign-up', () => {
  it('needs no login but a CSRF token, like every unsafe call', async () => {
    const cases: Array<[string, TestClient, number]> = [
      ['visitor without a CSRF token', new TestClient(app), 403],
      ['visitor with the anonymous token from whoami', await visitor(), 201],
      ['logged-in user', await loggedInClient(app, await createUser(app)), 201],
    ];
    for (const [who, client, status] of cases) {
      expect((await client.post(URL, { email: 'learner@example.com' })).statusCode, who).toBe(status);
    }
  });

  it('stores a valid address once, lower-cased, and thanks the visitor the same way every time', async () => {
    const client = await visitor();
    for (const email of ['  Ana@Example.COM ', 'ana@example.com']) {
      const response = await client.post(URL, { email });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ detail: EARLY_ACCESS_THANKS });
    }
    expect(await stored()).toEqual([{ email: 'ana@example.com' }]);
  });

  it('rejects anything that is not one e-mail address', async () => {
    const client = await visitor();
    for (const body of [
      { email: 'not-an-address' },
      { email: '' },
      { email: `${'a'.repeat(250)}@example.com` },
      { email: 'a@b.co', name: 'x' },
      {},
    ]) {
      const response = await client.post(URL, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      const { errors } = response.json<ErrorBody>();
      expect(errors?.email ?? errors?.non_field_errors).toBeDefined();
    }
    expect(await stored()).toEqual([]);
  });

  it('limits sign-ups per client address with a clear 429', async () => {
    const client = await visitor();
    for (let i = 0; i < EARLY_ACCESS_MAX_PER_WINDOW; i += 1) {
      expect((await client.post(URL, { email: `person${i}@example.com` })).statusCode).toBe(201);
    }
    const limited = await client.post(URL, { email: 'one-more@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorBody>().detail).toMatch(/Too many sign-ups/);
    expect(await stored()).toHaveLength(EARLY_ACCESS_MAX_PER_WINDOW);

    const elsewhere = await app.inject({
      method: 'POST',
      url: URL,
      remoteAddress: '10.1.2.3',
      payload: { email: 'elsewhere@example.com' },
      headers: { cookie: `csrftoken=${client.csrfToken}`, 'x-csrftoken': client.csrfToken! },
    });
    expect(elsewhere.statusCode).toBe(201);
  });
});

describe('early access sign-up under a concurrent burst (real listening server)', () => {
  it(`stores at most ${EARLY_ACCESS_MAX_PER_WINDOW} of 60 concurrent sign-ups from one address`, async () => {
    const visitorOverHttp = await liveVisitor(await listen(app));
    const statuses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        visitorOverHttp.post(URL, { email: `burst${i}@example.com` }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(EARLY_ACCESS_MAX_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - EARLY_ACCESS_MAX_PER_WINDOW);
    expect(await stored()).toHaveLength(EARLY_ACCESS_MAX_PER_WINDOW);
  });
});
