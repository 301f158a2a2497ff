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
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart, pngImage } from '../../../test/images.js';
import type {
  TestClient} from '../../../test/test-client.js';
import {
  anonymousClient,
  experimentalStaffClient,
  loggedInClient
} from '../../../test/test-client.js';

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

  it('recognises audio by its content, whatever the file claims', async () => {
    const owner = await experimentalStaff();
    const space = await createSpace(owner);
    const accepted: Array<[Buffer, string]> = [
      [withBody([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...Buffer.from('webm')]), 'audio/webm'],
      [
        withBody([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...Buffer.from('matroska')]),
        'audio/x-matroska',
      ],
      [withBody('OggS'), 'audio/ogg'],
      [withBody('ftypM4A ', 4), 'audio/mp4'],
      [withBody('ID3'), 'audio/mpeg'],
      [withBody([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
    ];
    for (const [data, type] of accepted) {
      const response = await upload(space.id, space.upload_token, {}, data);
      expect(response.statusCode, type).toBe(201);
      expect(response.json<Wish>().content_type).toBe(type);
    }
    const refused = [
      await pngImage(),
      Buffer.from('<html><script>alert(1)</script></html>'.padEnd(64)),
      withBody('RIFF'), // RIFF but not WAVE
      Buffer.concat([wav(1).subarray(0, 36), Buffer.from('data')]), // WAVE without a usable data chunk
      withBody([0xff, 0xe0, 0xf0, 0x00]), // frame sync with a reserved layer
      Buffer.from('OggS'), // too short to be a recording
    ];
    for (const data of refused) {
      const response = await upload(space.id, space.upload_token, {}, data);
      expect(response.statusCode, data.subarray(0, 8).toString('hex')).toBe(400);
      expect(response.json<ErrorBody>().errors?.sound_file?.[0]).toMatch(/not a supported recording/);
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
