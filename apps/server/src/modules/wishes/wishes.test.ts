import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  WISH_AUDIO_MAX_BYTES,
  type ErrorBody,
  type Page,
  type Wish,
  type WishSpace,
  type WishSpaceDetail,
} from '@reeprise/contract';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { chromiumLiveWebm, chromiumMp4, chromiumWebm, mp3, oggOpus } from '../../../test/audio-fixtures.js';
import { multipart, pngImage } from '../../../test/images.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import type { TestClient } from '../../../test/test-client.js';
import { anonymousClient, experimentalStaffClient, loggedInClient } from '../../../test/test-client.js';

const BASE = '/api/wishes/wish_spaces/';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

/** A mono 8-bit PCM WAV of silence: 8,000 bytes per second. */
function wav(seconds: number, declaredDataSize?: number): Buffer {
  const dataSize = Math.round(seconds * 8000);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataSize, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24); // sample rate
  header.writeUInt32LE(8000, 28); // byte rate
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(declaredDataSize ?? dataSize, 40);
  return Buffer.concat([header, Buffer.alloc(dataSize, 0x80)]);
}

const withBody = (head: number[] | string, at = 0) => {
  const data = Buffer.alloc(512, 0);
  (typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head)).copy(data, at);
  return data;
};

const anonymous = () => anonymousClient(app);

const experimentalStaff = () => experimentalStaffClient(app);

async function createSpace(owner: TestClient, name = 'Birthday wishes') {
  const response = await owner.post(BASE, { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WishSpaceDetail>();
}

/** A guest's upload: no session, no cookies, just the token header. */
function upload(
  spaceId: number,
  token: string | null,
  fields: Record<string, string> = {},
  file: Buffer | null = wav(2),
) {
  const form = multipart(
    { csrfmiddlewaretoken: 'from-the-page', title: 'Happy birthday!', space: String(spaceId), ...fields },
    file ? { sound_file: { data: file, filename: 'wish.webm', contentType: 'audio/webm' } } : {},
  );
  return app.inject({
    method: 'POST',
    url: `${BASE}${spaceId}/wishes/`,
    payload: form.payload,
    headers: { ...form.headers, ...(token === null ? {} : { authorization: `Token ${token}` }) },
  });
}

describe('wish space permissions', () => {
  it('is for staff with experimental features, and each space only for its owner', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    expect((await upload(space.id, space.upload_token)).statusCode).toBe(201);
    const wishId = (await owner.get(`${BASE}${space.id}/`)).json<WishSpaceDetail>().wishes[0].id;

    const calls: Array<[string, (c: TestClient) => ReturnType<TestClient['get']>]> = [
      ['list', (c) => c.get(BASE)],
      ['create', (c) => c.post(BASE, { name: 'Mine' })],
      ['detail', (c) => c.get(`${BASE}${space.id}/`)],
      ['regenerate', (c) => c.post(`${BASE}${space.id}/regenerate_token/`)],
      ['audio', (c) => c.get(`/api/wishes/wishes/${wishId}/audio/`)],
    ];
    const staffWithout = await loggedInClient(app, await createUser(app, { isStaff: true }));
    // expected status per call, in the order of `calls`
    const cases: Array<[string, TestClient, number[]]> = [
      ['anonymous', await anonymous(), [401, 401, 401, 401, 401]],
      ['plain user', await loggedInClient(app, await createUser(app)), [403, 403, 403, 403, 403]],
      ['staff without experimental features', staffWithout, [403, 403, 403, 403, 403]],
      ['other staff with experimental features', await experimentalStaff(), [200, 201, 404, 404, 404]],
      ['owner', owner, [200, 201, 200, 200, 200]],
    ];
    for (const [who, client, expected] of cases) {
      for (const [index, [name, call]] of calls.entries()) {
        expect((await call(client)).statusCode, `${name} as ${who}`).toBe(expected[index]);
      }
    }
    const notOwned = await (await experimentalStaff()).get(`${BASE}${space.id}/`);
    expect(notOwned.json<ErrorBody>().detail).toBe('Wishspace not accessible.');
  });

  it('lists the owner’s spaces newest first, page by page', async () => {
    const owner = await experimentalStaff();
    for (let i = 0; i < 22; i += 1) await createSpace(owner, `Space ${i}`);
    await createSpace(await experimentalStaff(), 'Someone else’s');
    const first = (await owner.get(BASE)).json<Page<WishSpace>>();
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ name: 'Space 21', wish_count: 0 });
    const next = new URL(first.next!);
    const second = (await owner.get(next.pathname + next.search)).json<Page<WishSpace>>();
    expect(second.results.map((s) => s.name)).toEqual(['Space 1', 'Space 0']);
    expect(second.next).toBeNull();
    expect((await owner.post(BASE, { name: ' ' })).statusCode).toBe(400);
    expect((await owner.post(BASE, { name: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await owner.post(BASE, { name: 'ok', owner_id: 1 })).statusCode).toBe(400);
  });
});

describe('guest wish upload', () => {
  it('stores a recording sent with the space’s token and serves it to the owner inertly', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const recording = wav(3);
    const response = await upload(space.id, space.upload_token, {}, recording);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Happy birthday!',
      content_type: 'audio/wav',
      size: recording.length,
    });

    const detail = (await owner.get(`${BASE}${space.id}/`)).json<WishSpaceDetail>();
    expect(detail).toMatchObject({
      id: space.id,
      name: 'Birthday wishes',
      upload_token: space.upload_token,
      wish_count: 1,
    });
    const audio = await owner.get(detail.wishes[0].audio_url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/wav');
    expect(audio.headers['x-content-type-options']).toBe('nosniff');
    expect(audio.rawPayload.equals(recording)).toBe(true);
    const stored = await app.ctx.db
      .selectFrom('files')
      .select(['kind', 'owner_id'])
      .executeTakeFirstOrThrow();
    expect(stored.kind).toBe('wish-audio');
  });

  it('answers 401 without a token, 403 with a wrong one and 404 for an unknown space', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const other = await createSpace(owner, 'Other');
    expect((await upload(space.id, null)).statusCode).toBe(401);
    expect((await upload(space.id, 'not-the-token')).statusCode).toBe(403);
    expect((await upload(space.id, other.upload_token)).statusCode).toBe(403);
    expect(
      (await upload(space.id + 100, space.upload_token, { space: String(space.id + 100) })).statusCode,
    ).toBe(404);
    const bearer = await app.inject({
      method: 'GET',
      url: `${BASE}${space.id}/upload_info/`,
      headers: { authorization: `Bearer ${space.upload_token}` },
    });
    expect(bearer.statusCode).toBe(401);
    expect((await owner.get(`${BASE}${space.id}/`)).json<WishSpaceDetail>().wishes).toEqual([]);
  });

  it('tells the upload page which space a token opens', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const info = (token: string | null, id = space.id) =>
      app.inject({
        method: 'GET',
        url: `${BASE}${id}/upload_info/`,
        headers: token ? { authorization: `Token ${token}` } : {},
      });
    const good = await info(space.upload_token);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ id: space.id, name: 'Birthday wishes' });
    expect((await info(null)).statusCode).toBe(401);
    expect((await info('wrong')).statusCode).toBe(403);
    expect((await info(space.upload_token, space.id + 1)).statusCode).toBe(404);
  });

  it('stops accepting the old token once the owner regenerates it', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const renewed = (await owner.post(`${BASE}${space.id}/regenerate_token/`)).json<WishSpaceDetail>();
    expect(renewed.upload_token).not.toBe(space.upload_token);
    expect((await upload(space.id, space.upload_token)).statusCode).toBe(403);
    expect((await upload(space.id, renewed.upload_token)).statusCode).toBe(201);
  });

  it('recognises audio by its parsed content, whatever the file claims', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const accepted: Array<[Buffer, string]> = [
      [chromiumWebm(), 'audio/webm'],
      [chromiumLiveWebm(), 'audio/webm'],
      [chromiumMp4(), 'audio/mp4'],
      [oggOpus(2), 'audio/ogg'],
      [mp3(), 'audio/mpeg'],
      [mp3(40, false), 'audio/mpeg'],
      [wav(1), 'audio/wav'],
    ];
    for (const [data, type] of accepted) {
      const response = await upload(space.id, space.upload_token, {}, data);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(201);
      expect(response.json<Wish>().content_type).toBe(type);
    }
    const garbage = (size: number) =>
      Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919 + 13) % 251));
    const refused: Array<[string, Buffer]> = [
      ['png', await pngImage()],
      ['html', Buffer.from('<html><script>alert(1)</script></html>'.padEnd(64))],
      ['RIFF but not WAVE', withBody('RIFF')],
      ['WAVE without a usable data chunk', Buffer.concat([wav(1).subarray(0, 36), Buffer.from('data')])],
      ['frame sync with a reserved layer', withBody([0xff, 0xe0, 0xf0, 0x00])],
      ['too short', Buffer.from('OggS')],
      // the magic bytes of each container, and nothing valid after them
      ['webm magic', withBody([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm')])],
      ['ogg magic', withBody('OggS')],
      ['mp4 magic', withBody('ftypM4A ', 4)],
      ['id3 magic', withBody('ID3')],
      ['one mp3 frame header', withBody([0xff, 0xfb, 0x90, 0x64])],
      // real recordings with garbage after their headers, appended or cut short
      ['webm header + garbage', Buffer.concat([chromiumWebm().subarray(0, 400), garbage(2000)])],
      ['webm + garbage', Buffer.concat([chromiumWebm(), garbage(500)])],
      ['webm cut short', chromiumWebm().subarray(0, 1500)],
      ['mp4 header + garbage', Buffer.concat([chromiumMp4().subarray(0, 640), garbage(2000)])],
      ['mp4 + garbage', Buffer.concat([chromiumMp4(), garbage(500)])],
      ['ogg with a broken page', Buffer.concat([oggOpus(1).subarray(0, 200), garbage(300)])],
      ['mp3 + garbage', Buffer.concat([mp3(), garbage(500)])],
      ['wav + garbage chunks', Buffer.concat([wav(1, 400), garbage(500)])],
    ];
    for (const [what, data] of refused) {
      const response = await upload(space.id, space.upload_token, {}, data);
      expect(response.statusCode, what).toBe(400);
      expect(response.json<ErrorBody>().errors?.sound_file?.[0], what).toMatch(/not a supported recording/);
    }
  });

  it('refuses an oversized upload with 413 and a WAV longer than five minutes', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const big = Buffer.concat([wav(1), Buffer.alloc(WISH_AUDIO_MAX_BYTES)]);
    const tooBig = await upload(space.id, space.upload_token, {}, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<ErrorBody>().detail).toBe('The upload is too large.');

    const long = await upload(space.id, space.upload_token, {}, wav(301));
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().detail).toMatch(/at most 5 minutes/);
    // a header that understates the data does not help: the bytes present count
    expect((await upload(space.id, space.upload_token, {}, wav(301, 8000))).statusCode).toBe(400);
    expect((await upload(space.id, space.upload_token, {}, wav(299))).statusCode).toBe(201);
  });

  it('checks the form: the space field, the file, the title', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const other = await createSpace(owner, 'Other');
    expect((await upload(space.id, space.upload_token, { space: String(other.id) })).statusCode).toBe(400);
    expect((await upload(space.id, space.upload_token, {}, null)).statusCode).toBe(400);
    expect((await upload(space.id, space.upload_token, { title: 'x'.repeat(101) })).statusCode).toBe(400);
    const untitled = await upload(space.id, space.upload_token, { title: '  ' });
    expect(untitled.json<Wish>().title).toBe('Wish');
  });
});

describe('wish upload budgets', () => {
  const uploadForm = (spaceId: number, recording: Buffer) =>
    multipart(
      { title: 'Feliz cumpleaños', space: String(spaceId) },
      { sound_file: { data: recording, filename: 'wish.wav', contentType: 'audio/wav' } },
    );

  it('accepts at most the hourly uploads of a token from a concurrent burst; a new token has its own', async () => {
    await app.close();
    app = await buildTestApp({ usageLimits: { ...testConfig().usageLimits, wishUploadsPerHour: 5 } });
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const origin = await listenOnLoopback(app);
    const form = uploadForm(space.id, wav(0.5));
    const send = (token: string) => () =>
      livePost(origin, null, `${BASE}${space.id}/wishes/`, form.payload, {
        ...form.headers,
        authorization: `Token ${token}`,
      });
    const first = await burst(40, send(space.upload_token));
    expect(first.statuses).toEqual({ 201: 5, 429: 35 });
    expect(first.answers.find((answer) => answer.status === 429)?.body).toMatchObject({
      code: 'wish_upload_rate',
      detail: 'This upload link has reached its limit of 5 recordings per hour. Please try again later.',
      params: { limit: 5 },
    });
    const renewed = (await owner.post(`${BASE}${space.id}/regenerate_token/`)).json<WishSpaceDetail>();
    expect((await burst(8, send(renewed.upload_token))).statuses).toEqual({ 201: 5, 429: 3 });
    expect((await owner.get(`${BASE}${space.id}/`)).json<WishSpaceDetail>().wish_count).toBe(10);
  });

  it('keeps a space within its byte budget under a concurrent burst, and frees what refused uploads reserved', async () => {
    await app.close();
    // 1 MB per space: room for 3 recordings of 300 KB
    app = await buildTestApp({
      usageLimits: { ...testConfig().usageLimits, wishSpaceMaxBytes: 1024 * 1024 },
    });
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const origin = await listenOnLoopback(app);
    const recording = wav(300_000 / 8000);
    const form = uploadForm(space.id, recording);
    const { statuses, answers } = await burst(20, () =>
      livePost(origin, null, `${BASE}${space.id}/wishes/`, form.payload, {
        ...form.headers,
        authorization: `Token ${space.upload_token}`,
      }),
    );
    expect(statuses).toEqual({ 201: 3, 409: 17 });
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      code: 'wish_space_storage_full',
      detail: 'This wish space has no room left for this recording (at most 1 MB in all).',
      params: { limit_mb: 1 },
    });
    const stored = await app.ctx.db
      .selectFrom('wish_spaces')
      .select(['stored_bytes', 'stored_wishes'])
      .where('id', '=', space.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ stored_bytes: 3 * recording.length, stored_wishes: 3 });
    // a refused upload (not audio) gives its reservation back: a small recording still fits
    expect((await upload(space.id, space.upload_token, {}, await pngImage())).statusCode).toBe(400);
    expect((await upload(space.id, space.upload_token, {}, wav(1))).statusCode).toBe(201);
    const after = await app.ctx.db
      .selectFrom('wish_spaces')
      .select('stored_bytes')
      .where('id', '=', space.id)
      .executeTakeFirstOrThrow();
    expect(after.stored_bytes).toBe(3 * recording.length + wav(1).length);
  });
});
