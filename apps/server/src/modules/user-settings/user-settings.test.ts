import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

const URL = '/api/reeprise/user_settings/';

describe('user settings', () => {
  it('needs a login', async () => {
    const client = new TestClient(app);
    expect((await client.get(URL)).statusCode).toBe(401);
  });

  it('starts with the defaults ENGLISH / welcome card on / experimental off', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const response = await client.get(URL);
    expect(response.json()).toEqual({
      mother_tongue: 'ENGLISH',
      show_welcome_card: true,
      show_experimental_features: false,
    });
  });

  it('changes only the fields sent', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const response = await client.patch(URL, { mother_tongue: 'GERMAN' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      mother_tongue: 'GERMAN',
      show_welcome_card: true,
      show_experimental_features: false,
    });
    expect((await client.get(URL)).json().mother_tongue).toBe('GERMAN');
  });

  it('rejects invalid values and unknown fields with 400 and keeps what was stored', async () => {
    const client = await loggedInClient(app, await createUser(app));
    await client.patch(URL, { mother_tongue: 'GERMAN' });
    for (const body of [
      { mother_tongue: 'KLINGON' },
      { show_welcome_card: 'yes' },
      { is_staff: true },
      { mother_tongue: 'ENGLISH', user_id: 1 },
    ]) {
      const response = await client.patch(URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().detail).toBeTypeOf('string');
    }
    expect((await client.get(URL)).json().mother_tongue).toBe('GERMAN');
  });

  it('lets only staff turn experimental features on', async () => {
    const learner = await loggedInClient(app, await createUser(app));
    const refused = await learner.patch(URL, { show_experimental_features: true });
    expect(refused.statusCode).toBe(403);
    expect((await learner.get(URL)).json().show_experimental_features).toBe(false);
    expect((await learner.patch(URL, { show_experimental_features: false })).statusCode).toBe(200);

    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    const allowed = await staff.patch(URL, { show_experimental_features: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().show_experimental_features).toBe(true);
  });
});
