import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { insertCompleteText } from '../../../test/texts.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';
import { insertEntry } from '../vocabulary/vocabulary.fixtures.js';

const TEXT = 'El gato come pescado. ¡El gato duerme en 1984, dice Pepe!';
const CHAPTER = 'Después el perro ladra.';
const T = '/api/reeprise/generated_texts/';
const W = '/api/reeprise/word_statuses/';

let app: FastifyInstance;
let reader: TestClient;
let readerId: number;
let creatorId: number;

beforeEach(async () => {
  app = await buildTestApp();
  creatorId = (await createUser(app)).id;
  const user = await createUser(app);
  readerId = user.id;
  reader = await loggedInClient(app, user);
});
afterEach(async () => {
  await app.close();
});

async function publicTextWithChapter() {
  const id = await insertCompleteText(app, creatorId, TEXT, { publiclyVisible: true });
  await app.ctx.db
    .insertInto('chapters')
    .values({ generated_text_id: id, chapter_number: 1, status: 'COMPLETE', content: CHAPTER, words: '[]', error: null, created_at: nowIso(), updated_at: nowIso() })
    .execute();
  return id;
}

const markRead = (id: number, body: Record<string, unknown> = {}, c = reader) => c.post(`${T}${id}/mark_read/`, body);
const knownForms = async () => (await reader.get('/api/reeprise/vocabulary/known_forms/?language=SPANISH')).json();

describe('mark_read', () => {
  it('marks every new word of the text known, leaving vocabulary entries and ignored words alone', async () => {
    const id = await publicTextWithChapter();
    await insertEntry(app, readerId, 'gato');
    await reader.post(W, { language: 'SPANISH', words: ['Pepe'], status: 'ignored' });
    const answer = await markRead(id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().words.sort()).toEqual(['come', 'dice', 'duerme', 'el', 'en', 'pescado']);
    expect(answer.json().marked_known).toBe(6);
    expect(await knownForms()).toEqual({
      forms: ['come', 'dice', 'duerme', 'el', 'en', 'gato', 'pescado'],
      learning: ['gato'],
      ignored: ['pepe'],
    });
    expect((await markRead(id)).json()).toEqual({ marked_known: 0, words: [] });
  });

  it('marks a chapter’s words, and an undo (status new) takes them back', async () => {
    const id = await publicTextWithChapter();
    const answer = (await markRead(id, { chapter_number: 1 })).json();
    expect(answer.words.sort()).toEqual(['después', 'el', 'ladra', 'perro']);
    await reader.post(W, { language: 'SPANISH', words: answer.words, status: 'new' });
    expect((await knownForms()).forms).toEqual([]);
    expect((await markRead(id, { chapter_number: 2 })).statusCode).toBe(404);
  });

  it('answers 404 for another learner’s private text and for none, 400 for a bad body, 401 and 403 without session or token', async () => {
    const hidden = await insertCompleteText(app, creatorId, TEXT, { publiclyVisible: false });
    expect((await markRead(hidden)).statusCode).toBe(404);
    expect((await markRead(999_999)).statusCode).toBe(404);
    const id = await publicTextWithChapter();
    expect((await markRead(id, { chapter_number: -1 })).statusCode).toBe(400);
    expect((await markRead(id, { chapter: 1 })).statusCode).toBe(400);
    expect((await reader.post(`${T}${id}/mark_read/`, {}, { csrf: false })).statusCode).toBe(403);
    const guest = new TestClient(app);
    await guest.get('/accounts/whoami');
    expect((await markRead(id, {}, guest)).statusCode).toBe(401);
    expect((await knownForms()).forms).toEqual([]);
  });

  it('refuses a text still being written', async () => {
    const id = await insertCompleteText(app, readerId, TEXT);
    await app.ctx.db.updateTable('generated_texts').set({ status: 'PENDING' }).where('id', '=', id).execute();
    expect((await markRead(id)).statusCode).toBe(409);
  });

  it('counts each word once over ten truly concurrent calls', async () => {
    const id = await publicTextWithChapter();
    const origin = await listenOnLoopback(app);
    const { answers, statuses } = await burst(10, () =>
      livePost(origin, reader, `${T}${id}/mark_read/`, '{}', { 'content-type': 'application/json' }),
    );
    expect(statuses).toEqual({ 200: 10 });
    const words = answers.flatMap((answer) => answer.body.words as string[]);
    expect(words.sort()).toEqual(['come', 'dice', 'duerme', 'el', 'en', 'gato', 'pepe', 'pescado']);
    expect(answers.reduce((sum, answer) => sum + (answer.body.marked_known as number), 0)).toBe(8);
  });
});
