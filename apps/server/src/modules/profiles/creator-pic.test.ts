import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart, pngImage } from '../../../test/images.js';
import { loggedInClient } from '../../../test/test-client.js';
import { insertCompleteText } from '../../../test/texts.js';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

const LIST = '/api/reeprise/generated_texts/';

describe('the creator picture on text cards (issue 18: no 404 per card)', () => {
  it('is null while the creator has no picture and a working, versioned URL once they have one', async () => {
    app = await buildTestApp();
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    const id = await insertCompleteText(app, user.id, 'Hola mundo.');

    const before = (await client.get(LIST)).json<{ results: { id: number; creator_pic?: string | null }[] }>();
    expect(before.results.find((t) => t.id === id)?.creator_pic).toBeNull();
    expect((await client.get(`${LIST}${id}/`)).json<{ creator_pic: unknown }>().creator_pic).toBeNull();

    const form = multipart({}, { pic: { data: await pngImage(), filename: 'me.png', contentType: 'image/png' } });
    expect((await client.put('/api/reeprise/profiles/', form.payload, { headers: form.headers })).statusCode).toBe(200);

    const after = (await client.get(LIST)).json<{ results: { id: number; creator_pic?: string | null }[] }>();
    const pic = after.results.find((t) => t.id === id)?.creator_pic;
    expect(pic).toMatch(new RegExp(`^/api/reeprise/users/${user.id}/profile_pic/\\?v=\\d+$`));
    const image = await client.get(pic!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it('shows another creator’s picture state on their public text, not the reader’s', async () => {
    app = await buildTestApp();
    const author = await createUser(app);
    const authorClient = await loggedInClient(app, author);
    const form = multipart({}, { pic: { data: await pngImage(), filename: 'me.png', contentType: 'image/png' } });
    await authorClient.put('/api/reeprise/profiles/', form.payload, { headers: form.headers });
    const shared = await insertCompleteText(app, author.id, 'Bonjour.', { publiclyVisible: true, language: 'FRENCH' });

    const reader = await createUser(app);
    const readerClient = await loggedInClient(app, reader);
    const own = await insertCompleteText(app, reader.id, 'Hola.');
    const { results } = (await readerClient.get(LIST)).json<{ results: { id: number; creator_pic?: string | null }[] }>();
    expect(results.find((t) => t.id === shared)?.creator_pic).toContain(`/users/${author.id}/profile_pic/`);
    expect(results.find((t) => t.id === own)?.creator_pic).toBeNull();
  });
});
