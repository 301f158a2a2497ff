import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Bark, type BarkAccount, type Whoami } from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import type { TestClient } from '../../../test/test-client.js';
import { anonymousClient, loggedInClient } from '../../../test/test-client.js';

const ACCOUNTS = '/api/barks/accounts/';
const BARKS = '/api/barks/barks/';
const PIN = { title: 'Dog park', note: 'Ball found here', latitude: 52.52, longitude: 13.405 };

let app: FastifyInstance;
let staff: TestClient;
beforeEach(async () => {
  app = await buildTestApp();
  staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
});
afterEach(async () => {
  await app.close();
});

const anonymous = () => anonymousClient(app);

async function experimentalStaff(memberOf?: number) {
  const user = await createUser(app, { isStaff: true });
  const client = await loggedInClient(app, user);
  await client.patch('/api/reeprise/user_settings/', { show_experimental_features: true });
  if (memberOf !== undefined) await addMember(memberOf, user.username);
  return client;
}

async function createAccount(body: Record<string, unknown>) {
  const response = await staff.post('/api/admin/bark_accounts/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function addMember(accountId: number, username: string) {
  expect((await staff.post(`/api/admin/bark_accounts/${accountId}/members/`, { username })).statusCode).toBe(
    200,
  );
}

async function member(accountId: number, permissions: string[]) {
  const user = await createUser(app, { permissions });
  await addMember(accountId, user.username);
  return loggedInClient(app, user);
}

describe('bark permissions', () => {
  it('gates accounts, the map and adding pins; members only', async () => {
    const accountId = await createAccount({ name: 'Family', credits: 1250 });
    const viewer = await member(accountId, [PERMISSIONS.viewBark]);
    const adder = await member(accountId, [PERMISSIONS.viewBark, PERMISSIONS.addBark]);
    const outsider = await loggedInClient(
      app,
      await createUser(app, { permissions: [PERMISSIONS.viewBark, PERMISSIONS.addBark] }),
    );
    const plainMember = await member(accountId, []);
    const staffWithout = await loggedInClient(app, await createUser(app, { isStaff: true }));
    await addMember(accountId, (await staffWithout.get('/accounts/whoami')).json<Whoami>().username!);

    // [who, client, GET accounts, GET barks, POST bark]
    const cases: Array<[string, TestClient, number, number, number]> = [
      ['anonymous', await anonymous(), 401, 401, 401],
      ['plain member without permissions', plainMember, 403, 403, 403],
      ['staff without experimental features', staffWithout, 403, 403, 403],
      ['staff with experimental features', await experimentalStaff(accountId), 200, 403, 403],
      ['barks.view_bark member', viewer, 200, 200, 403],
      ['barks.add_bark member', adder, 200, 200, 201],
      ['barks.add_bark non-member', outsider, 200, 200, 404],
    ];
    for (const [who, client, accounts, list, add] of cases) {
      expect((await client.get(ACCOUNTS)).statusCode, `accounts as ${who}`).toBe(accounts);
      expect((await client.get(BARKS)).statusCode, `barks as ${who}`).toBe(list);
      expect((await client.post(BARKS, { ...PIN, account_id: accountId })).statusCode, `add as ${who}`).toBe(
        add,
      );
    }
  });
});

describe('bark accounts and pins', () => {
  it('lists only the accounts and pins of the user’s own accounts', async () => {
    const family = await createAccount({
      name: 'Family',
      credits: 1250,
      top_up_payment_url: 'https://pay.example/top-up?a=1',
    });
    const club = await createAccount({ name: 'Club', credits: 5 });
    const alice = await member(family, [PERMISSIONS.viewBark, PERMISSIONS.addBark]);
    const bob = await member(club, [PERMISSIONS.viewBark, PERMISSIONS.addBark]);

    expect((await alice.get(ACCOUNTS)).json()).toEqual([
      { id: family, name: 'Family', credits: 1250, top_up_payment_url: 'https://pay.example/top-up?a=1' },
    ]);
    const created = await alice.post(BARKS, { ...PIN, account_id: family });
    expect(created.json()).toMatchObject({ ...PIN, account_id: family });
    expect((await bob.post(BARKS, { ...PIN, title: 'Club house', account_id: club })).statusCode).toBe(201);

    expect((await alice.get(BARKS)).json<Bark[]>().map((b) => b.title)).toEqual(['Dog park']);
    expect((await bob.get(BARKS)).json<Bark[]>().map((b) => b.title)).toEqual(['Club house']);
    const bobName = (await bob.get('/accounts/whoami')).json<Whoami>().username!;
    await addMember(family, bobName);
    expect((await bob.get(BARKS)).json()).toHaveLength(2);
    expect((await bob.get(ACCOUNTS)).json<BarkAccount[]>().map((a) => a.name)).toEqual(['Club', 'Family']);

    expect(
      (await staff.delete(`/api/admin/bark_accounts/${family}/members/${encodeURIComponent(bobName)}/`))
        .statusCode,
    ).toBe(200);
    expect((await bob.get(BARKS)).json()).toHaveLength(1);
    expect((await bob.post(BARKS, { ...PIN, account_id: family })).statusCode).toBe(404);
  });

  it('validates pins: coordinates in range, title 1–100, note up to 500, nothing else', async () => {
    const accountId = await createAccount({ name: 'Family' });
    const adder = await member(accountId, [PERMISSIONS.addBark]);
    for (const change of [
      { latitude: 90.5 },
      { latitude: -91 },
      { longitude: 180.1 },
      { longitude: -181 },
      { latitude: 'north' },
      { title: '  ' },
      { title: 'x'.repeat(101) },
      { note: 'x'.repeat(501) },
      { creator_id: 1 },
    ]) {
      const response = await adder.post(BARKS, { ...PIN, account_id: accountId, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    const edge = await adder.post(BARKS, {
      account_id: accountId,
      title: ' Pole ',
      latitude: -90,
      longitude: 180,
    });
    expect(edge.json()).toMatchObject({ title: 'Pole', note: '', latitude: -90, longitude: 180 });
  });

  it('accepts only http and https top-up URLs', async () => {
    for (const url of [
      'javascript:alert(1)',
      'ftp://pay.example/',
      'data:text/html,hi',
      '//pay.example/x',
      'pay.example',
    ]) {
      const response = await staff.post('/api/admin/bark_accounts/', {
        name: 'Bad',
        top_up_payment_url: url,
      });
      expect(response.statusCode, url).toBe(400);
    }
    const id = await createAccount({ name: 'Good', top_up_payment_url: 'http://pay.example/' });
    expect(
      (await staff.patch(`/api/admin/bark_accounts/${id}/`, { top_up_payment_url: 'vbscript:x' })).statusCode,
    ).toBe(400);
    const cleared = await staff.patch(`/api/admin/bark_accounts/${id}/`, { top_up_payment_url: '' });
    expect(cleared.json<BarkAccount>().top_up_payment_url).toBeNull();
  });
});
