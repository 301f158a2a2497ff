import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart, pngImage } from '../../../test/images.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { anonymousClient, loggedInClient, type TestClient } from '../../../test/test-client.js';

const TEXT = 'El gato come pescado.';
const CHAPTER = 'Después el gato duerme.';
const T = '/api/reeprise/generated_texts/';
const V = '/api/reeprise/vocabulary/';

let app: FastifyInstance;
let creator: TestClient;
let reader: TestClient;
let creatorId: number;

beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  creatorId = user.id;
  creator = await loggedInClient(app, user);
  reader = await loggedInClient(app, await createUser(app));
});
afterEach(async () => {
  await app.close();
});

async function textWithChapter(publiclyVisible: boolean) {
  const id = await insertCompleteText(app, creatorId, TEXT, { publiclyVisible });
  await app.ctx.db
    .insertInto('chapters')
    .values({ generated_text_id: id, chapter_number: 1, status: 'COMPLETE', content: CHAPTER, words: '["gato"]', error: null, created_at: nowIso(), updated_at: nowIso() })
    .execute();
  return id;
}

const click = (c: TestClient, textId: number, word: string, chapter?: number) => {
  const content = chapter ? CHAPTER : TEXT;
  const start = content.indexOf(word);
  return c.post(`${T}${textId}/add_vocabulary/`, {
    word_start_index: start,
    word_end_index: start + word.length,
    ...(chapter ? { chapter_number: chapter } : {}),
  });
};

describe('deleting a text', () => {
  it('removes it and its chapters for everybody; every reader keeps their words without its usages', async () => {
    const kept = await insertCompleteText(app, creatorId, TEXT, { publiclyVisible: true });
    const id = await textWithChapter(true);
    await click(creator, id, 'gato');
    await click(creator, id, 'duerme', 1);
    await click(reader, id, 'pescado');
    await click(reader, kept, 'gato');
    await click(reader, id, 'gato');
    await drainJobs(app);

    const deleted = await creator.delete(`${T}${id}/`);
    expect(deleted.statusCode).toBe(204);
    for (const c of [creator, reader]) {
      expect((await c.get(`${T}${id}/`)).statusCode).toBe(404);
      expect((await c.get(`${T}${id}/chapters/1/`)).statusCode).toBe(404);
      expect((await c.get(T)).json().results.map((t: { id: number }) => t.id)).toEqual([kept]);
    }
    const mine = (await creator.get(V)).json().results;
    expect(mine.map((e: { word: string }) => e.word).sort()).toHaveLength(2);
    for (const entry of mine) expect(entry.usages).toEqual([]);
    const theirs = (await reader.get(V)).json().results as { usages: { generated_text_id: number }[] }[];
    expect(theirs).toHaveLength(2);
    // the word also met in the other text keeps that usage only
    expect(theirs.flatMap((e) => e.usages.map((u) => u.generated_text_id))).toEqual([kept]);
    expect(await app.ctx.db.selectFrom('chapters').select('id').where('generated_text_id', '=', id).execute()).toEqual([]);
    expect((await creator.delete(`${T}${id}/`)).statusCode).toBe(404);
  });

  it('deletes the text’s picture', async () => {
    const form = multipart(
      { text_type: 'STORY', language: 'ITALIAN', level: 'A1', word_number: '100', topic: '' },
      { image: { data: await pngImage(), filename: 'a.png', contentType: 'image/png' } },
    );
    const { id } = (await creator.post(T, form.payload, { headers: form.headers })).json<{ id: number }>();
    await drainJobs(app);
    const files = () => app.ctx.db.selectFrom('files').select('id').where('kind', '=', 'text-image').execute();
    expect(await files()).toHaveLength(1);
    expect((await creator.delete(`${T}${id}/`)).statusCode).toBe(204);
    expect(await files()).toEqual([]);
  });

  it('only its creator may: a private text of someone else is a 404, a public one a 403', async () => {
    const hidden = await textWithChapter(false);
    const shared = await textWithChapter(true);
    expect((await reader.delete(`${T}${hidden}/`)).statusCode).toBe(404);
    expect((await reader.delete(`${T}${shared}/`)).statusCode).toBe(403);
    expect((await (await anonymousClient(app)).delete(`${T}${shared}/`)).statusCode).toBe(401);
    expect((await creator.delete(`${T}${shared}/`, { csrf: false })).statusCode).toBe(403);
    expect((await creator.get(`${T}${shared}/`)).statusCode).toBe(200);
    expect((await creator.get(`${T}${hidden}/`)).statusCode).toBe(200);
  });

  it('a word deleted before its text is restored without the usages in that text', async () => {
    const id = await textWithChapter(false);
    const other = await insertCompleteText(app, creatorId, 'Un gato.', {});
    const entry = (await click(creator, id, 'gato')).json<{ id: number }>();
    const start = 'Un gato.'.indexOf('gato');
    await creator.post(`${T}${other}/add_vocabulary/`, { word_start_index: start, word_end_index: start + 4 });
    await drainJobs(app);
    await creator.delete(`${V}${entry.id}/`);
    await creator.delete(`${T}${id}/`);
    const restored = await creator.post(`${V}${entry.id}/restore/`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().usages).toEqual([expect.objectContaining({ generated_text_id: other })]);
  });
});
