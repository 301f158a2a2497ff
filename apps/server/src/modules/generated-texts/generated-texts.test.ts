import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_TOPIC_MESSAGE } from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart, pngImage } from '../../../test/images.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { drainJobs } from '../../../test/queue.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';

const BASE = '/api/reeprise/generated_texts/';
const FORM = {
  text_type: 'STORY',
  language: 'SPANISH',
  level: 'A2',
  word_number: '100',
  topic: 'A day at the market',
  main_character: 'Lucía',
  publicly_visible: 'false',
};

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

async function createText(client: TestClient, fields: Record<string, string> = {}) {
  const form = multipart({ ...FORM, ...fields });
  const response = await client.post(BASE, form.payload, { headers: form.headers });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; status: string }>();
}

describe('creating a text', () => {
  it('stores a PENDING text from the multipart form, then the demo writer completes it', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const created = await createText(client);
    expect(created).toMatchObject({
      status: 'PENDING',
      language: 'SPANISH',
      level: 'A2',
      text_type: 'STORY',
      word_number: 100,
      topic: 'A day at the market',
      main_character: 'Lucía',
      publicly_visible: false,
      view_count: 0,
      is_demo: true,
      image: null,
    });
    await drainJobs(app);
    const done = (await client.get(`${BASE}${created.id}/`)).json();
    expect(done.status).toBe('COMPLETE');
    expect(done.chatgpt_output.split(/\s+/).length).toBeGreaterThan(40);
  });

  it('requires a topic or an image', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const form = multipart({ ...FORM, topic: '   ' });
    const response = await client.post(BASE, form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: NO_TOPIC_MESSAGE, errors: { topic: [NO_TOPIC_MESSAGE] } });
  });

  it('rejects values outside the enums and over-long fields, naming the field', async () => {
    const client = await loggedInClient(app, await createUser(app));
    for (const [field, value] of [
      ['language', 'KLINGON'],
      ['level', 'D1'],
      ['text_type', 'POEM'],
      ['word_number', '150'],
      ['topic', 'x'.repeat(201)],
      ['main_character', 'y'.repeat(81)],
    ] as const) {
      const form = multipart({ ...FORM, [field]: value });
      const response = await client.post(BASE, form.payload, { headers: form.headers });
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().errors), field).toContain(field);
    }
    expect((await client.get(BASE)).json().results).toHaveLength(0);
  });

  it('accepts an image alone, re-encoded and served with safe headers', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const form = multipart(
      { ...FORM, topic: '' },
      { image: { data: await pngImage(), filename: 'market.png', contentType: 'image/png' } },
    );
    const response = await client.post(BASE, form.payload, { headers: form.headers });
    expect(response.statusCode, response.body).toBe(201);
    const image = await client.get(response.json().image);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
  });

  it('rejects a file that is not an image, whatever its name and type say', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const form = multipart(FORM, { image: { data: fake, filename: 'cat.png', contentType: 'image/png' } });
    const response = await client.post(BASE, form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/not an image/);
  });

  it('rejects an oversized image with 413', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const big = Buffer.concat([await pngImage(), Buffer.alloc(9 * 1024 * 1024)]);
    const form = multipart(FORM, { image: { data: big, filename: 'big.png', contentType: 'image/png' } });
    const response = await client.post(BASE, form.payload, { headers: form.headers });
    expect(response.statusCode).toBe(413);
  });

  it('limits generations per user and hour with a clear 429', async () => {
    await app.close();
    app = await buildTestApp({ generationsPerHour: 2 });
    const client = await loggedInClient(app, await createUser(app));
    await createText(client);
    await createText(client);
    const form = multipart(FORM);
    const third = await client.post(BASE, form.payload, { headers: form.headers });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      detail: 'You have reached the limit of 2 new texts per hour. Please try again later.',
      code: 'generation_quota',
      params: { limit: 2 },
    });
  });

  it('needs a login and a CSRF token', async () => {
    const anonymous = new TestClient(app);
    await anonymous.get('/accounts/whoami');
    const form = multipart(FORM);
    expect((await anonymous.post(BASE, form.payload, { headers: form.headers })).statusCode).toBe(401);
    const client = await loggedInClient(app, await createUser(app));
    expect((await client.post(BASE, form.payload, { headers: form.headers, csrf: false })).statusCode).toBe(
      403,
    );
  });
});

describe('reading and changing texts', () => {
  it('lists own and public texts, never another user’s private text (404 when asked directly)', async () => {
    const alice = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    const secret = await createText(alice, { topic: 'secret' });
    const shared = await createText(alice, { topic: 'shared', publicly_visible: 'true' });
    const own = await createText(bob, { topic: 'mine' });
    const list = (await bob.get(BASE)).json();
    expect(list.results.map((t: { id: number }) => t.id)).toEqual([own.id, shared.id]);
    expect((await bob.get(`${BASE}${secret.id}/`)).statusCode).toBe(404);
    expect((await bob.get(`${BASE}${shared.id}/`)).statusCode).toBe(200);
  });

  it('lets only the creator change a text: 403 on a readable text, 404 on a private one', async () => {
    const alice = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    const secret = await createText(alice);
    const shared = await createText(alice, { publicly_visible: 'true' });
    expect((await bob.patch(`${BASE}${shared.id}/`, { publicly_visible: false })).statusCode).toBe(403);
    expect((await bob.patch(`${BASE}${secret.id}/`, { publicly_visible: true })).statusCode).toBe(404);
    const toggled = await alice.patch(`${BASE}${secret.id}/`, { id: secret.id, publicly_visible: true });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().publicly_visible).toBe(true);
  });

  it('refuses mass assignment in PATCH', async () => {
    const alice = await loggedInClient(app, await createUser(app));
    const text = await createText(alice);
    for (const body of [
      { creator_id: 999 },
      { view_count: 1000 },
      { status: 'COMPLETE' },
      { id: text.id + 1 },
    ]) {
      expect((await alice.patch(`${BASE}${text.id}/`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('pages newest first without duplicates or gaps while texts are being created', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const ids: number[] = [];
    for (let i = 0; i < 23; i += 1) ids.push((await createText(client, { topic: `t${i}` })).id);
    const seen: number[] = [];
    let next: string | null = BASE;
    let page = 0;
    while (next) {
      const url = new URL(next, 'http://localhost');
      const body: { results: Array<{ id: number }>; next: string | null } = (
        await client.get(url.pathname + url.search)
      ).json();
      seen.push(...body.results.map((t) => t.id));
      next = body.next;
      // New texts arriving between pages must not shift what the next page shows.
      if (page++ === 0) await createText(client, { topic: 'late arrival' });
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('counts views, reports stats and rejects a bad cursor', async () => {
    const client = await loggedInClient(app, await createUser(app));
    const text = await createText(client);
    await drainJobs(app);
    expect((await client.post(`${BASE}${text.id}/increment_view_counter/`)).statusCode).toBe(200);
    expect((await client.get(`${BASE}${text.id}/`)).json().view_count).toBe(1);
    const stats = (await client.get(`${BASE}stats/`)).json();
    expect(stats.total_created_texts).toBe(1);
    expect(stats.last_week_created_texts).toBe(1);
    expect(stats.total_created_texts_length).toBeGreaterThan(40);
    expect((await client.get(`${BASE}top_viewed/`)).json()[0].id).toBe(text.id);
    expect((await client.get(`${BASE}?cursor=garbage`)).statusCode).toBe(400);
  });
});

describe('view counts', () => {
  it('counts one view per user and text a day, however many concurrent increments arrive', async () => {
    const alice = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    const text = await createText(alice, { publicly_visible: 'true' });
    await drainJobs(app);
    const origin = await listenOnLoopback(app);
    const increment = `${BASE}${text.id}/increment_view_counter/`;
    const alices = await burst(100, () => livePost(origin, alice, increment, ''));
    expect(alices.statuses).toEqual({ 200: 100 });
    expect(alices.answers[0].body).toEqual({ detail: 'View counted.' });
    expect((await alice.get(`${BASE}${text.id}/`)).json().view_count).toBe(1);
    await burst(20, () => livePost(origin, bob, increment, ''));
    expect((await alice.get(`${BASE}${text.id}/`)).json().view_count).toBe(2);
    // a day later the same reader counts again, once
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 1000).toISOString();
    await app.ctx.db.updateTable('text_views').set({ counted_at: dayAgo }).execute();
    await burst(20, () => livePost(origin, alice, increment, ''));
    expect((await alice.get(`${BASE}${text.id}/`)).json().view_count).toBe(3);
    // a text the reader may not see is a 404 and counts nothing
    const secret = await createText(bob);
    expect((await alice.post(`${BASE}${secret.id}/increment_view_counter/`)).statusCode).toBe(404);
  });
});

describe('profile pictures', () => {
  it('uploads a picture that other users can see, and requires a file', async () => {
    const alice = await createUser(app);
    const client = await loggedInClient(app, alice);
    const empty = multipart({});
    expect(
      (await client.put('/api/reeprise/profiles/', empty.payload, { headers: empty.headers })).statusCode,
    ).toBe(400);
    const form = multipart(
      {},
      { pic: { data: await pngImage(400, 400), filename: 'me.png', contentType: 'image/png' } },
    );
    const response = await client.put('/api/reeprise/profiles/', form.payload, { headers: form.headers });
    expect(response.statusCode, response.body).toBe(200);
    const bob = await loggedInClient(app, await createUser(app));
    const pic = await bob.get(`/api/reeprise/users/${alice.id}/profile_pic/`);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/webp');
    const bobId = (await bob.get('/accounts/whoami')).json().userId;
    expect((await bob.get(`/api/reeprise/users/${bobId}/profile_pic/`)).statusCode).toBe(404);
  });
});
