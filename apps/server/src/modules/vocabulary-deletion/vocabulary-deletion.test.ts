import type { FastifyInstance } from 'fastify';
import { VOCABULARY_RESTORE_WINDOW_MS } from '@reeprise/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.js';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { anonymousClient, loggedInClient, type TestClient } from '../../../test/test-client.js';

const TEXT = 'El gato come. Los gatos comen pescado.';
const at = (word: string, from = 0) => {
  const start = TEXT.indexOf(word, from);
  return { word_start_index: start, word_end_index: start + word.length };
};
const V = '/api/reeprise/vocabulary/';

let app: FastifyInstance;
let client: TestClient;
let other: TestClient;
let textId: number;

beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  client = await loggedInClient(app, user);
  other = await loggedInClient(app, await createUser(app));
  textId = await insertCompleteText(app, user.id, TEXT, { publiclyVisible: true });
});
afterEach(async () => {
  await app.close();
});

const add = (word: string, c = client, from = 0) =>
  c.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, at(word, from));

/** A learned word: added, translated and answered 'I know it' twice. */
async function learnedWord(word = 'gato') {
  const { id } = (await add(word)).json<{ id: number }>();
  await drainJobs(app);
  await client.post(`${V}${id}/mark_vocabulary_as_learned/`);
  await client.post(`${V}${id}/mark_vocabulary_as_learned/`);
  return (await client.get(V)).json().results.find((e: { id: number }) => e.id === id);
}

const reviewsOf = (id: number) =>
  app.ctx.db.selectFrom('vocabulary_reviews').selectAll().where('vocabulary_id', '=', id).orderBy('id').execute();
const fsrsOf = (id: number) =>
  app.ctx.db
    .selectFrom('vocabularies')
    .select(['fsrs_due', 'fsrs_stability', 'fsrs_difficulty', 'fsrs_reps', 'fsrs_state', 'winning_streak', 'last_reviewed_at'])
    .where('id', '=', id)
    .executeTakeFirst();

describe('deleting a word', () => {
  it('removes it with its usages and learning state, and restore puts all of it back with the same id', async () => {
    const entry = await learnedWord();
    expect(entry.winning_streak).toBe(2);
    const reviews = await reviewsOf(entry.id);
    const fsrs = await fsrsOf(entry.id);
    expect(reviews).toHaveLength(2);

    const deleted = await client.delete(`${V}${entry.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await client.get(V)).json().results).toEqual([]);
    expect(await reviewsOf(entry.id)).toEqual([]);
    expect((await client.get(`${V}known_forms/?language=SPANISH`)).json().forms).toEqual([]);
    expect((await client.get(`${V}stats/`)).json().total_created).toBe(0);

    const restored = await client.post(`${V}${entry.id}/restore/`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(entry);
    expect(await reviewsOf(entry.id)).toEqual(reviews);
    expect(await fsrsOf(entry.id)).toEqual(fsrs);
    expect((await client.get(V)).json().results).toEqual([entry]);
  });

  it('restores only once, and not after the window', async () => {
    const entry = await learnedWord();
    await client.delete(`${V}${entry.id}/`);
    expect((await client.post(`${V}${entry.id}/restore/`)).statusCode).toBe(200);
    const again = await client.post(`${V}${entry.id}/restore/`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('vocabulary_not_restorable');

    await client.delete(`${V}${entry.id}/`);
    const longAgo = nowIso(new Date(Date.now() - VOCABULARY_RESTORE_WINDOW_MS - 1000));
    await app.ctx.db.updateTable('deleted_vocabularies').set({ deleted_at: longAgo }).execute();
    expect((await client.post(`${V}${entry.id}/restore/`)).statusCode).toBe(404);
    // the next deletion purges snapshots whose window has passed
    const second = (await add('pescado')).json<{ id: number }>();
    await client.delete(`${V}${second.id}/`);
    const kept = await app.ctx.db.selectFrom('deleted_vocabularies').select('vocabulary_id').execute();
    expect(kept).toEqual([{ vocabulary_id: second.id }]);
  });

  it('concurrent restores put the word back once', async () => {
    const entry = await learnedWord();
    await client.delete(`${V}${entry.id}/`);
    const answers = await Promise.all([1, 2, 3].map(() => client.post(`${V}${entry.id}/restore/`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    expect(await reviewsOf(entry.id)).toHaveLength(2);
  });

  it('a word added again meanwhile is merged into the restored one', async () => {
    const entry = await learnedWord();
    await client.delete(`${V}${entry.id}/`);
    const again = await add('gato');
    expect(again.statusCode).toBe(201);
    const restored = (await client.post(`${V}${entry.id}/restore/`)).json();
    expect(restored).toMatchObject({ id: entry.id, winning_streak: 2, usages: [{ start_idx: 3 }] });
    expect((await client.get(V)).json().results.map((e: { id: number }) => e.id)).toEqual([entry.id]);
    await drainJobs(app);
  });

  it('a PENDING word restored is translated again', async () => {
    const { id } = (await add('gato')).json<{ id: number }>();
    await drainJobs(app);
    // deleted while its translation is still being written: that job ends without an entry
    await app.ctx.db.updateTable('vocabularies').set({ status: 'PENDING', translation: '' }).where('id', '=', id).execute();
    await client.delete(`${V}${id}/`);
    await drainJobs(app);
    expect((await client.post(`${V}${id}/restore/`)).statusCode).toBe(200);
    await drainJobs(app);
    expect((await client.get(V)).json().results[0]).toMatchObject({ id, status: 'COMPLETE' });
  });

  it('someone else’s word is a 404 for deleting and restoring, and stays', async () => {
    const entry = await learnedWord();
    expect((await other.delete(`${V}${entry.id}/`)).statusCode).toBe(404);
    await client.delete(`${V}${entry.id}/`);
    expect((await other.post(`${V}${entry.id}/restore/`)).statusCode).toBe(404);
    expect((await client.post(`${V}${entry.id}/restore/`)).statusCode).toBe(200);
    expect((await client.delete(`${V}999999/`)).statusCode).toBe(404);
  });

  it('needs a session and the CSRF header', async () => {
    const entry = await learnedWord();
    expect((await (await anonymousClient(app)).delete(`${V}${entry.id}/`)).statusCode).toBe(401);
    const noCsrf = await client.delete(`${V}${entry.id}/`, { csrf: false });
    expect(noCsrf.statusCode).toBe(403);
    expect((await client.get(V)).json().results).toHaveLength(1);
  });
});

describe('editing a word', () => {
  it('changes translation and mnemonic; an empty translation is refused', async () => {
    const entry = await learnedWord();
    const edited = await client.patch(`${V}${entry.id}/`, { translation: 'Katze', mnemonic: 'Gato: Katze' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ translation: 'Katze', mnemonic: 'Gato: Katze', winning_streak: 2 });
    expect((await client.patch(`${V}${entry.id}/`, { translation: '' })).statusCode).toBe(400);
    expect((await other.patch(`${V}${entry.id}/`, { translation: 'x' })).statusCode).toBe(404);
  });
});

describe('the sentence of an entry', () => {
  it('is the sentence the word was last met in, the word marked', async () => {
    await add('gato');
    const entry = (await add('gatos')).json();
    expect(entry.sentence).toEqual({ text: 'Los gatos comen pescado.', start: 4, end: 9 });
    const listed = (await client.get(V)).json().results[0];
    expect(listed.sentence).toEqual(entry.sentence);
  });
});

describe('restoring a word deleted before its sentence was marked (migration 0019)', () => {
  it('marks the word in its sentence as the list used to', async () => {
    const entry = (await add('gatos')).json<{ id: number; sentence: unknown }>();
    expect((await client.delete(`${V}${entry.id}/`)).statusCode).toBe(204);
    // the snapshot as an older server wrote it: its usages without the mark
    const row = await app.ctx.db.selectFrom('deleted_vocabularies').select(['id', 'snapshot']).executeTakeFirstOrThrow();
    const snapshot = JSON.parse(row.snapshot) as { usages: Record<string, unknown>[] };
    for (const usage of snapshot.usages) {
      delete usage.sentence_start;
      delete usage.sentence_end;
    }
    await app.ctx.db.updateTable('deleted_vocabularies').set({ snapshot: JSON.stringify(snapshot) }).where('id', '=', row.id).execute();

    const restored = await client.post(`${V}${entry.id}/restore/`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().sentence).toEqual({ text: 'Los gatos comen pescado.', start: 4, end: 9 });
  });
});
