import { oggOpus } from '../../../test/audio-fixtures.js';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  splitWords,
  type ErrorBody,
  type GeneratedText,
  type Page,
  type ShoppingList,
  type Vocabulary,
  type Whoami,
} from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart } from '../../../test/images.js';
import { drainJobs } from '../../../test/queue.js';
import { anonymousClient, loggedInClient, TestClient } from '../../../test/test-client.js';

const A = '/api/admin/';

let app: FastifyInstance;
let staff: TestClient;
beforeEach(async () => {
  app = await buildTestApp();
  staff = await loggedInClient(app, await createUser(app, { username: 'head_admin', isStaff: true }));
});
afterEach(async () => {
  await app.close();
});

const anonymous = () => anonymousClient(app);

const ok = async (
  response: Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  status = 200,
) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json<
    Record<string, unknown> & { results: Array<Record<string, unknown>>; next: string | null }
  >();
};
const whoami = async (client: TestClient) => (await client.get('/accounts/whoami')).json<Whoami>();
const path = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

async function createText(client: TestClient, topic: string) {
  const form = multipart({
    text_type: 'STORY',
    language: 'SPANISH',
    level: 'A2',
    word_number: '100',
    topic,
    publicly_visible: 'false',
  });
  const text = await ok(
    client.post('/api/reeprise/generated_texts/', form.payload, { headers: form.headers }),
    201,
  );
  return text.id as number;
}

describe('admin access', () => {
  it('answers 401 to visitors and 403 to everyone but staff, on every admin call', async () => {
    const calls: Array<[string, string, Record<string, unknown>?]> = [
      ['GET', 'users/'],
      ['POST', 'users/', { username: 'newbie', password: 'a long enough password' }],
      ['GET', 'users/1/'],
      ['PATCH', 'users/1/', { is_staff: false }],
      ['POST', 'users/1/set_password/', { password: 'a long enough password' }],
      ['GET', 'texts/'],
      ['PATCH', 'texts/1/', { publicly_visible: false }],
      ['DELETE', 'texts/1/'],
      ['GET', 'bark_accounts/'],
      ['POST', 'bark_accounts/', { name: 'Family' }],
      ['PATCH', 'bark_accounts/1/', { credits: 5 }],
      ['DELETE', 'bark_accounts/1/'],
      ['POST', 'bark_accounts/1/members/', { username: 'head_admin' }],
      ['DELETE', 'bark_accounts/1/members/head_admin/'],
      ['GET', 'barks/'],
      ['DELETE', 'barks/1/'],
      ['GET', 'wish_spaces/'],
      ['DELETE', 'wish_spaces/1/'],
      ['GET', 'shopping_lists/'],
      ['POST', 'shopping_lists/1/members/', { username: 'head_admin' }],
      ['DELETE', 'shopping_lists/1/members/head_admin/'],
      ['GET', 'early_access/'],
    ];
    const everyPermission = await loggedInClient(
      app,
      await createUser(app, { permissions: Object.values(PERMISSIONS) }),
    );
    const cases: Array<[string, TestClient, number]> = [
      ['anonymous', await anonymous(), 401],
      ['plain user', await loggedInClient(app, await createUser(app)), 403],
      ['holder of every permission', everyPermission, 403],
    ];
    for (const [who, client, status] of cases) {
      for (const [method, url, body] of calls) {
        const response = await client.request(method, `${A}${url}`, body ? { payload: body } : {});
        expect(response.statusCode, `${method} ${url} as ${who}`).toBe(status);
      }
    }
    for (const [method, url] of calls.filter(([method]) => method === 'GET')) {
      expect((await staff.request(method, `${A}${url}`)).statusCode, `${method} ${url} as staff`).toBe(200);
    }
  });

  it('documents the extras in the OpenAPI page', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    for (const documented of [
      '/api/admin/users/',
      '/api/admin/bark_accounts/{id}/members/{username}/',
      '/api/wishes/wish_spaces/{id}/wishes/',
      '/api/chat/conversations/{id}/messages/',
      '/api/shoppinglist/shopping_list/{id}/',
      '/api/barks/accounts/',
      '/api/early_access/',
    ]) {
      expect(Object.keys(spec.paths), documented).toContain(documented);
    }
  });
});

describe('admin users', () => {
  it('creates users and pages and searches them', async () => {
    const created = await ok(
      staff.post(`${A}users/`, {
        username: 'maria',
        password: 'a long enough password',
        is_staff: false,
        permissions: [PERMISSIONS.viewBark],
      }),
      201,
    );
    expect(created).toMatchObject({
      username: 'maria',
      is_staff: false,
      is_active: true,
      permissions: ['barks.view_bark'],
    });
    expect(created).not.toHaveProperty('password_hash');
    expect(
      (await staff.post(`${A}users/`, { username: 'maria', password: 'another long password' })).statusCode,
    ).toBe(409);
    expect((await staff.post(`${A}users/`, { username: 'weak', password: 'password' })).statusCode).toBe(400);
    expect(
      (
        await staff.post(`${A}users/`, {
          username: 'x',
          password: 'a long enough password',
          permissions: ['auth.superuser'],
        })
      ).statusCode,
    ).toBe(400);
    const login = await new TestClient(app).login('maria', 'a long enough password');
    expect(login.json<Whoami>().permissions).toEqual(['barks.view_bark']);

    for (let i = 0; i < 30; i += 1) await createUser(app, { username: `pupil_${i}` });
    const first = await ok(staff.get(`${A}users/?q=PUPIL_`));
    expect(first.results).toHaveLength(25);
    expect(first.results[0]).toMatchObject({ username: 'pupil_29' });
    const second = await ok(staff.get(path(first.next!)));
    expect(second.results.map((u) => u.username)).toEqual([
      'pupil_4',
      'pupil_3',
      'pupil_2',
      'pupil_1',
      'pupil_0',
    ]);
    expect(second.next).toBeNull();
    expect((await ok(staff.get(`${A}users/?q=%25`))).results).toEqual([]);
    expect((await staff.get(`${A}users/?cursor=garbage`)).statusCode).toBe(400);
  });

  it('changes flags and permissions, logs a deactivated user out and protects the staff member’s own account', async () => {
    const user = await createUser(app, { username: 'lucas' });
    const lucas = await loggedInClient(app, user);
    const updated = await ok(
      staff.patch(`${A}users/${user.id}/`, {
        permissions: [PERMISSIONS.viewShoppingList, PERMISSIONS.viewShoppingList],
        is_staff: true,
      }),
    );
    expect(updated).toMatchObject({ is_staff: true, permissions: ['shoppinglist.view_shoppinglist'] });
    expect(await whoami(lucas)).toMatchObject({
      is_staff: true,
      permissions: ['shoppinglist.view_shoppinglist'],
    });
    expect((await staff.patch(`${A}users/${user.id}/`, { password_hash: 'x' })).statusCode).toBe(400);

    await ok(staff.patch(`${A}users/${user.id}/`, { is_active: false }));
    expect((await whoami(lucas)).userId).toBeNull();
    expect((await new TestClient(app).login(user.username, user.password)).statusCode).not.toBe(200);

    const me = (await whoami(staff)).userId!;
    const selfDemote = await staff.patch(`${A}users/${me}/`, { is_staff: false });
    expect(selfDemote.statusCode).toBe(400);
    expect((await staff.patch(`${A}users/${me}/`, { is_active: false })).statusCode).toBe(400);
    expect((await staff.patch(`${A}users/${me}/`, { permissions: [PERMISSIONS.viewBark] })).statusCode).toBe(
      200,
    );
    expect((await staff.patch(`${A}users/999999/`, { is_staff: true })).statusCode).toBe(404);
  });

  it('sets a new password and ends every session of that user', async () => {
    const user = await createUser(app);
    const [tabA, tabB] = [await loggedInClient(app, user), await loggedInClient(app, user)];
    expect((await staff.post(`${A}users/${user.id}/set_password/`, { password: 'short' })).statusCode).toBe(
      400,
    );
    await ok(staff.post(`${A}users/${user.id}/set_password/`, { password: 'a brand new passphrase' }));
    for (const tab of [tabA, tabB]) expect((await whoami(tab)).userId).toBeNull();
    expect((await new TestClient(app).login(user.username, user.password)).statusCode).not.toBe(200);
    expect((await new TestClient(app).login(user.username, 'a brand new passphrase')).statusCode).toBe(200);
    expect((await whoami(staff)).username).toBe('head_admin');
  });
});

describe('admin texts', () => {
  it('searches texts, unpublishes them and never publishes them', async () => {
    const author = await loggedInClient(app, await createUser(app, { username: 'writer' }));
    const id = await createText(author, 'Un día en el mercado');
    await createText(author, 'La playa');
    await drainJobs(app);
    await ok(author.patch(`/api/reeprise/generated_texts/${id}/`, { publicly_visible: true }));
    const reader = await loggedInClient(app, await createUser(app));
    expect((await reader.get(`/api/reeprise/generated_texts/${id}/`)).statusCode).toBe(200);

    expect((await ok(staff.get(`${A}texts/?q=MERCADO`))).results.map((t) => t.id)).toEqual([id]);
    // the writer's private text is not in the moderation list
    expect((await ok(staff.get(`${A}texts/?q=writer`))).results.map((t) => t.id)).toEqual([id]);
    const unpublished = await ok(staff.patch(`${A}texts/${id}/`, { publicly_visible: false }));
    expect(unpublished).toMatchObject({ id, publicly_visible: false, creator: 'writer', status: 'COMPLETE' });
    expect((await reader.get(`/api/reeprise/generated_texts/${id}/`)).statusCode).toBe(404);
    expect((await staff.patch(`${A}texts/${id}/`, { publicly_visible: true })).statusCode).toBe(400);
    expect((await staff.patch(`${A}texts/999999/`, { publicly_visible: false })).statusCode).toBe(404);
    // now private, it has left the list, and a second unpublish finds nothing to moderate
    expect((await ok(staff.get(`${A}texts/?q=writer`))).results).toEqual([]);
    expect((await staff.patch(`${A}texts/${id}/`, { publicly_visible: false })).statusCode).toBe(404);
  });

  it('never shows staff a learner’s private text: not listed, not found by its topic, not by its id', async () => {
    // issue 33, item 10: the moderation list is of what other learners can see
    const author = await loggedInClient(app, await createUser(app, { username: 'diarist' }));
    const secret = await createText(author, 'Mi diagnóstico secreto');
    const shared = await createText(author, 'Un paseo por el parque');
    await drainJobs(app);
    await ok(author.patch(`/api/reeprise/generated_texts/${shared}/`, { publicly_visible: true }));

    const listed = (await ok(staff.get(`${A}texts/`))).results;
    expect(listed.map((t) => t.id)).toEqual([shared]);
    expect(JSON.stringify(listed)).not.toContain('diagnóstico');
    expect((await ok(staff.get(`${A}texts/?q=diagn`))).results).toEqual([]);
    expect((await ok(staff.get(`${A}texts/?q=diarist`))).results.map((t) => t.id)).toEqual([shared]);
    const probed = await staff.patch(`${A}texts/${secret}/`, { publicly_visible: false });
    expect(probed.statusCode).toBe(404);
    expect(probed.body).not.toContain('diagnóstico');
    // the learner's own list still has both
    const own = (await author.get('/api/reeprise/generated_texts/')).json<Page<GeneratedText>>().results;
    expect(own.map((t) => t.id).sort()).toEqual([secret, shared].sort());
  });

  it('deletes a text with its chapters and vocabulary usages, keeping the vocabulary entries', async () => {
    const author = await loggedInClient(app, await createUser(app));
    const id = await createText(author, 'El perro');
    await drainJobs(app);
    const content = (await author.get(`/api/reeprise/generated_texts/${id}/`)).json<GeneratedText>()
      .chatgpt_output;
    const word = splitWords(content, 'SPANISH').find((span) => span.end - span.start > 3)!;
    await ok(
      author.post(`/api/reeprise/generated_texts/${id}/add_vocabulary/`, {
        word_start_index: word.start,
        word_end_index: word.end,
      }),
      201,
    );
    await ok(
      author.post(`/api/reeprise/generated_texts/${id}/generate_chapter/`, {
        words: [content.slice(word.start, word.end)],
      }),
      201,
    );
    await drainJobs(app);

    expect((await staff.delete(`${A}texts/${id}/`)).statusCode).toBe(204);
    expect((await author.get(`/api/reeprise/generated_texts/${id}/`)).statusCode).toBe(404);
    expect(await app.ctx.db.selectFrom('chapters').selectAll().execute()).toEqual([]);
    expect(await app.ctx.db.selectFrom('vocabulary_usages').selectAll().execute()).toEqual([]);
    const vocabulary = (await author.get('/api/reeprise/vocabulary/')).json<Page<Vocabulary>>().results;
    expect(vocabulary).toHaveLength(1);
    expect(vocabulary[0].usages).toEqual([]);
    expect((await staff.delete(`${A}texts/${id}/`)).statusCode).toBe(404);
  });
});

describe('admin extras tables', () => {
  it('manages bark accounts, their members and barks', async () => {
    const walker = await createUser(app, {
      username: 'walker',
      permissions: [PERMISSIONS.viewBark, PERMISSIONS.addBark],
    });
    const unknown = await staff.post(`${A}bark_accounts/`, { name: 'Family', members: ['walker', 'ghost'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorBody>().errors?.members?.[0]).toContain("'ghost'");
    const account = await ok(
      staff.post(`${A}bark_accounts/`, {
        name: 'Family',
        credits: 1250,
        top_up_payment_url: 'https://pay.example/',
        members: ['walker'],
      }),
      201,
    );
    expect(account).toMatchObject({ name: 'Family', credits: 1250, members: ['walker'], bark_count: 0 });
    const id = account.id as number;
    expect(
      await ok(staff.patch(`${A}bark_accounts/${id}/`, { name: 'Family dogs', credits: 99 })),
    ).toMatchObject({ name: 'Family dogs', credits: 99, top_up_payment_url: 'https://pay.example/' });
    expect((await staff.patch(`${A}bark_accounts/${id}/`, { credits: -1 })).statusCode).toBe(400);
    expect(
      (await ok(staff.post(`${A}bark_accounts/${id}/members/`, { username: 'head_admin' }))).members,
    ).toEqual(['head_admin', 'walker']);
    expect((await staff.post(`${A}bark_accounts/${id}/members/`, { username: 'ghost' })).statusCode).toBe(
      400,
    );
    expect((await ok(staff.delete(`${A}bark_accounts/${id}/members/head_admin/`))).members).toEqual([
      'walker',
    ]);
    expect((await staff.delete(`${A}bark_accounts/${id}/members/ghost/`)).statusCode).toBe(404);

    const walkerClient = await loggedInClient(app, walker);
    const bark = await ok(
      walkerClient.post('/api/barks/barks/', {
        account_id: id,
        title: 'Pond',
        latitude: 1.5,
        longitude: 2.5,
      }),
      201,
    );
    const barks = await ok(staff.get(`${A}barks/?q=family`));
    expect(barks.results).toEqual([
      expect.objectContaining({ id: bark.id, title: 'Pond', account_name: 'Family dogs', creator: 'walker' }),
    ]);
    expect((await ok(staff.get(`${A}bark_accounts/?q=DOGS`))).results[0]).toMatchObject({
      id,
      bark_count: 1,
    });
    expect((await staff.delete(`${A}barks/${bark.id as number}/`)).statusCode).toBe(204);
    expect((await walkerClient.get('/api/barks/barks/')).json()).toEqual([]);
    expect((await staff.delete(`${A}bark_accounts/${id}/`)).statusCode).toBe(204);
    expect((await walkerClient.get('/api/barks/accounts/')).json()).toEqual([]);
    expect((await staff.delete(`${A}bark_accounts/${id}/`)).statusCode).toBe(404);
  });

  it('lists and deletes wish spaces with their recordings', async () => {
    const owner = await loggedInClient(app, await createUser(app, { username: 'host', isStaff: true }));
    await owner.patch('/api/reeprise/user_settings/', { show_experimental_features: true });
    const space = await ok(owner.post('/api/wishes/wish_spaces/', { name: 'Wedding' }), 201);
    const form = multipart(
      { title: 'Congrats', space: String(space.id) },
      {
        sound_file: {
          data: oggOpus(),
          filename: 'a.ogg',
          contentType: 'audio/ogg',
        },
      },
    );
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/wishes/wish_spaces/${space.id as number}/wishes/`,
      payload: form.payload,
      headers: { ...form.headers, authorization: `Token ${space.upload_token as string}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);

    const listed = await ok(staff.get(`${A}wish_spaces/?q=host`));
    expect(listed.results).toEqual([
      expect.objectContaining({ id: space.id, name: 'Wedding', owner: 'host', wish_count: 1 }),
    ]);
    expect(listed.results[0]).not.toHaveProperty('upload_token');
    expect((await staff.delete(`${A}wish_spaces/${space.id as number}/`)).statusCode).toBe(204);
    expect((await owner.get(`/api/wishes/wish_spaces/${space.id as number}/`)).statusCode).toBe(404);
    expect(
      await app.ctx.db.selectFrom('files').select('id').where('kind', '=', 'wish-audio').execute(),
    ).toEqual([]);
  });

  it('lists shopping lists with members and shares them', async () => {
    const shopper = await createUser(app, {
      username: 'shopper',
      permissions: [PERMISSIONS.viewShoppingList],
    });
    const [list] = (await (await loggedInClient(app, shopper)).get('/api/shoppinglist/shopping_list/')).json<
      ShoppingList[]
    >();
    const listed = await ok(staff.get(`${A}shopping_lists/?q=shop`));
    expect(listed.results).toEqual([
      expect.objectContaining({ id: list.id, members: ['shopper'], entry_count: 0, version: 1 }),
    ]);
    expect(
      (await ok(staff.post(`${A}shopping_lists/${list.id}/members/`, { username: 'head_admin' }))).members,
    ).toEqual(['head_admin', 'shopper']);
    expect((await ok(staff.delete(`${A}shopping_lists/${list.id}/members/head_admin/`))).members).toEqual([
      'shopper',
    ]);
    expect((await staff.post(`${A}shopping_lists/999/members/`, { username: 'shopper' })).statusCode).toBe(
      404,
    );
    expect((await ok(staff.get(`${A}shopping_lists/?q=nobody`))).results).toEqual([]);
  });

  it('lists and searches the early-access addresses', async () => {
    const visitor = await anonymous();
    for (const email of ['ana@example.com', 'ben@example.org'])
      await ok(visitor.post('/api/early_access/', { email }), 201);
    const all = await ok(staff.get(`${A}early_access/`));
    expect(all.results.map((e) => e.email)).toEqual(['ben@example.org', 'ana@example.com']);
    expect((await ok(staff.get(`${A}early_access/?q=.ORG`))).results.map((e) => e.email)).toEqual([
      'ben@example.org',
    ]);
  });
});
