import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  SHOPPING_ITEM_REQUIRED_MESSAGE,
  type ErrorBody,
  type ShoppingList,
} from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import type { TestClient } from '../../../test/test-client.js';
import { anonymousClient, loggedInClient } from '../../../test/test-client.js';

const BASE = '/api/shoppinglist/shopping_list/';
const SHOPPER = { permissions: [PERMISSIONS.viewShoppingList] };

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

const anonymous = () => anonymousClient(app);

async function staffWithExperimental() {
  const client = await loggedInClient(app, await createUser(app, { isStaff: true }));
  await client.patch('/api/reeprise/user_settings/', { show_experimental_features: true });
  return client;
}

async function ownList(client: TestClient) {
  const response = await client.get(BASE);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShoppingList[]>()[0];
}

describe('shopping list permissions', () => {
  it('needs a login and shoppinglist.view_shoppinglist; only members may write', async () => {
    const shopper = await loggedInClient(app, await createUser(app, SHOPPER));
    const list = await ownList(shopper);
    const put = (client: TestClient) => client.put(`${BASE}${list.id}/`, { id: list.id, entries: [] });
    const otherShopper = await loggedInClient(app, await createUser(app, SHOPPER));
    const cases: Array<[string, TestClient, number, number]> = [
      ['anonymous', await anonymous(), 401, 401],
      ['plain user', await loggedInClient(app, await createUser(app)), 403, 403],
      ['staff without the permission', await staffWithExperimental(), 403, 403],
      [
        'holder of bark permissions',
        await loggedInClient(app, await createUser(app, { permissions: [PERMISSIONS.viewBark] })),
        403,
        403,
      ],
      ['permission holder, not a member', otherShopper, 200, 404],
      ['member', shopper, 200, 200],
    ];
    for (const [who, client, read, write] of cases) {
      expect((await client.get(BASE)).statusCode, `GET as ${who}`).toBe(read);
      expect((await put(client)).statusCode, `PUT as ${who}`).toBe(write);
    }
  });

  it('lets every member of a shared list read and write it', async () => {
    const owner = await createUser(app, SHOPPER);
    const partner = await createUser(app, SHOPPER);
    const list = await ownList(await loggedInClient(app, owner));
    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    const shared = await staff.post(`/api/admin/shopping_lists/${list.id}/members/`, {
      username: partner.username,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const partnerClient = await loggedInClient(app, partner);
    const lists = (await partnerClient.get(BASE)).json<Array<{ id: number }>>();
    expect(lists.map((l) => l.id)).toEqual([list.id]);
    const written = await partnerClient.put(`${BASE}${list.id}/`, {
      id: list.id,
      entries: [{ item_name: 'Milk', in_cart: false }],
    });
    expect(written.statusCode).toBe(200);
  });
});

describe('shopping list entries', () => {
  it('creates one list on first use and round-trips the whole entry list, trimmed, bumping the version', async () => {
    const client = await loggedInClient(app, await createUser(app, SHOPPER));
    const list = await ownList(client);
    expect(list).toEqual({ id: list.id, entries: [], version: 1 });
    expect((await client.get(BASE)).json()).toEqual([list]);

    const entries = [
      { item_name: '  Bread ', in_cart: false },
      { item_name: 'Äpfel', in_cart: true },
    ];
    const response = await client.put(`${BASE}${list.id}/`, { id: list.id, entries, version: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      id: list.id,
      version: 2,
      entries: [
        { item_name: 'Bread', in_cart: false },
        { item_name: 'Äpfel', in_cart: true },
      ],
    };
    expect(response.json()).toEqual(expected);
    expect((await client.get(BASE)).json()).toEqual([expected]);
  });

  it('validates names, flags, the number of entries and the id', async () => {
    const client = await loggedInClient(app, await createUser(app, SHOPPER));
    const { id } = await ownList(client);
    const empty = await client.put(`${BASE}${id}/`, { id, entries: [{ item_name: '   ', in_cart: false }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorBody>().errors?.['entries.0.item_name']).toEqual([SHOPPING_ITEM_REQUIRED_MESSAGE]);
    const many = Array.from({ length: 501 }, (_, i) => ({ item_name: `item ${i}`, in_cart: false }));
    for (const body of [
      { id, entries: [{ item_name: 'x'.repeat(201), in_cart: false }] },
      { id, entries: [{ item_name: 'Milk', in_cart: 'yes' }] },
      { id, entries: [{ item_name: 'Milk' }] },
      { id, entries: [{ item_name: 'Milk', in_cart: false, owner: 1 }] },
      { id, entries: many },
      { id, entries: [], members: [1] },
      { entries: [] },
    ]) {
      expect((await client.put(`${BASE}${id}/`, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(
        400,
      );
    }
    expect((await client.put(`${BASE}${id}/`, { id: id + 1, entries: [] })).statusCode).toBe(400);
    expect((await client.put(`${BASE}${id}/`, { id, entries: many.slice(0, 500) })).statusCode).toBe(200);
  });
});

describe('concurrent edits', () => {
  it('refuses a stale write with 409 so the second tab reloads and reapplies, losing nothing', async () => {
    const user = await createUser(app, SHOPPER);
    const tabA = await loggedInClient(app, user);
    const tabB = await loggedInClient(app, user);
    const { id, version } = await ownList(tabA);

    const a = await tabA.put(`${BASE}${id}/`, {
      id,
      version,
      entries: [{ item_name: 'Eggs', in_cart: false }],
    });
    expect(a.statusCode).toBe(200);
    const stale = await tabB.put(`${BASE}${id}/`, {
      id,
      version,
      entries: [{ item_name: 'Tea', in_cart: false }],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().detail).toMatch(/changed in the meantime/);

    const fresh = await ownList(tabB);
    expect(fresh.entries).toEqual([{ item_name: 'Eggs', in_cart: false }]);
    const b = await tabB.put(`${BASE}${id}/`, {
      id,
      version: fresh.version,
      entries: [...fresh.entries, { item_name: 'Tea', in_cart: false }],
    });
    expect(b.json()).toMatchObject({ version: 3, entries: [{ item_name: 'Eggs' }, { item_name: 'Tea' }] });
  });

  it('lets exactly one of two simultaneous writes of the same version through', async () => {
    const user = await createUser(app, SHOPPER);
    const [tabA, tabB] = [await loggedInClient(app, user), await loggedInClient(app, user)];
    const { id, version } = await ownList(tabA);
    const results = await Promise.all(
      [tabA, tabB].map((tab, i) =>
        tab.put(`${BASE}${id}/`, { id, version, entries: [{ item_name: `tab ${i}`, in_cart: false }] }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await ownList(tabA)).version).toBe(version + 1);
  });
});
