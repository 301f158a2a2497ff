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
      app_name: null,
      desired_retention: 0.9,
      show_new_word_marks: true,
      target_known_share: 0.95,
      new_words_per_day: 20,
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
      app_name: null,
      desired_retention: 0.9,
      show_new_word_marks: true,
      target_known_share: 0.95,
      new_words_per_day: 20,
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

  it('keeps an application name of up to 9 characters per user, trimmed, and clears it with "" or null', async () => {
    const ann = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    const named = await ann.patch(URL, { app_name: ' Lernfix ' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ app_name: 'Lernfix', mother_tongue: 'ENGLISH' });
    expect((await ann.get(URL)).json().app_name).toBe('Lernfix');
    expect((await bob.get(URL)).json().app_name).toBeNull();

    expect((await ann.patch(URL, { app_name: 'Ñandú 9ch' })).json().app_name).toBe('Ñandú 9ch');
    expect((await ann.patch(URL, { show_welcome_card: false })).json().app_name).toBe('Ñandú 9ch');
    expect((await ann.patch(URL, { app_name: '   ' })).json().app_name).toBeNull();
    await ann.patch(URL, { app_name: 'Lernfix' });
    expect((await ann.patch(URL, { app_name: null })).json().app_name).toBeNull();
  });

  it('refuses a longer name (counted as typed, before trimming) or one with control characters', async () => {
    const client = await loggedInClient(app, await createUser(app));
    await client.patch(URL, { app_name: 'Lernfix' });
    for (const app_name of ['TenLetters', ' NineChars', 'Line\nfeed', 'a\u202Eb', 42]) {
      const response = await client.patch(URL, { app_name });
      expect(response.statusCode, JSON.stringify(app_name)).toBe(400);
      expect(response.json().errors.app_name).toHaveLength(1);
    }
    expect((await client.patch(URL, { app_name: 'TenLetters' })).json().errors.app_name).toEqual([
      'The application name can be up to 9 characters long.',
    ]);
    expect((await client.get(URL)).json().app_name).toBe('Lernfix');
  });

  it('keeps a desired retention between 0.7 and 0.97 per user (issue 16), and refuses one outside', async () => {
    const ann = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    expect((await ann.patch(URL, { desired_retention: 0.85 })).json().desired_retention).toBe(0.85);
    expect((await ann.get(URL)).json().desired_retention).toBe(0.85);
    expect((await bob.get(URL)).json().desired_retention).toBe(0.9);
    for (const desired_retention of [0.69, 0.98, 1, '0.8', null]) {
      const response = await ann.patch(URL, { desired_retention });
      expect(response.statusCode, JSON.stringify(desired_retention)).toBe(400);
      expect(response.json().errors.desired_retention).toHaveLength(1);
    }
    expect((await ann.patch(URL, { desired_retention: 0.97 })).json().desired_retention).toBe(0.97);
    expect((await ann.patch(URL, { desired_retention: 0.7 })).json().desired_retention).toBe(0.7);
  });

  it('keeps a target share of known words between 0.80 and 0.99 per user (issue 36), and refuses one outside', async () => {
    const ann = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    expect((await ann.patch(URL, { target_known_share: 0.9 })).json().target_known_share).toBe(0.9);
    expect((await ann.get(URL)).json().target_known_share).toBe(0.9);
    expect((await bob.get(URL)).json().target_known_share).toBe(0.95);
    for (const target_known_share of [0.79, 0.995, 1, '0.9', null]) {
      const response = await ann.patch(URL, { target_known_share });
      expect(response.statusCode, JSON.stringify(target_known_share)).toBe(400);
      expect(response.json().errors.target_known_share).toHaveLength(1);
    }
    expect((await ann.patch(URL, { target_known_share: 0.8 })).json().target_known_share).toBe(0.8);
    expect((await ann.patch(URL, { target_known_share: 0.99 })).json().target_known_share).toBe(0.99);
  });
});
