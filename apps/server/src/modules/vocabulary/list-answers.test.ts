import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../../../test/factories.js';
import type { FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { fakeModelLearner } from '../../../test/learner-app.js';
import { ownSession, waitingForLock } from '../../../test/pg-sessions.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { nowIso } from '../../db/database.js';
import { VocabularyRepository } from './vocabulary.repository.js';

// Decision 025: the vocabulary list's answers are kept per learner and served again while the learner's
// vocabulary version (bumped by triggers) stands.
const TEXT = 'El gato come pescado y el perro duerme.';
const at = (word: string) => ({
  word_start_index: TEXT.indexOf(word),
  word_end_index: TEXT.indexOf(word) + word.length,
});
const V = '/api/reeprise/vocabulary/';
const DAY_MS = 24 * 3600_000;

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let client: TestClient;
let userId: number;
let textId: number;

beforeEach(async () => {
  ({ fake, app, userId, client, textId } = await fakeModelLearner(
    { json: { base_form: 'gato', translation: 'cat', mnemonic: 'A gato is a cat.', part_of_speech: 'noun' } },
    TEXT,
    { publiclyVisible: true },
  ));
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await app.close();
  await fake.close();
});

const add = (word: string, c = client, id = textId) =>
  c.post(`/api/reeprise/generated_texts/${id}/add_vocabulary/`, at(word));
const version = async (id = userId) => new VocabularyRepository(app.ctx.db).versionOf(id);
const words = async (query = '', c = client) => {
  const answer = await c.get(`${V}${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<{
    results: Array<{ word: string; translation: string; mnemonic: string; usages: unknown[] }>;
  }>().results;
};

describe('kept vocabulary list answers', () => {
  it('answers a repeated list from what it kept, byte for byte, without reading the entries again', async () => {
    await add('gato');
    await drainJobs(app);
    const reads = vi.spyOn(VocabularyRepository.prototype, 'list');
    const first = await client.get(`${V}?language=SPANISH`);
    const second = await client.get(`${V}?language=SPANISH`);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reads).toHaveBeenCalledTimes(1);
    // another query is another answer
    await client.get(`${V}?sort=oldest`);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('never serves one learner what it kept for another', async () => {
    await add('gato');
    await drainJobs(app);
    const other = await createUser(app);
    const otherClient = await loggedInClient(app, other);
    expect(await words()).toHaveLength(1);
    expect(await words('', otherClient)).toEqual([]);
  });

  it('shows every change to the learner’s words on the next list, whichever way it was written', async () => {
    expect(await words()).toEqual([]);
    await add('gato');
    // the translation job may have written the entry already, or not yet
    expect(await words()).toMatchObject([{ word: 'gato' }]);
    await drainJobs(app);
    expect(await words()).toMatchObject([{ word: 'gato', translation: 'cat' }]);
    // a write no service of the list knows of: the triggers see it all the same
    await sql`update vocabularies set translation = 'Katze' where user_id = ${userId}`.execute(app.ctx.db);
    expect(await words()).toMatchObject([{ translation: 'Katze' }]);
    await sql`delete from vocabulary_usages where user_id = ${userId}`.execute(app.ctx.db);
    expect(await words()).toMatchObject([{ usages: [] }]);
    await sql`delete from vocabularies where user_id = ${userId}`.execute(app.ctx.db);
    expect(await words()).toEqual([]);
  });

  it('drops a usage from another learner’s kept list when the text it was clicked in is deleted', async () => {
    const reader = await createUser(app);
    const readerClient = await loggedInClient(app, reader);
    expect((await add('gato', readerClient)).statusCode).toBe(201);
    expect(await words('', readerClient)).toMatchObject([{ usages: [{}] }]);
    expect((await client.delete(`/api/reeprise/generated_texts/${textId}/`)).statusCode).toBe(204);
    expect(await words('', readerClient)).toMatchObject([{ word: 'gato', usages: [] }]);
  });

  it('lets a word leave the "texts of the last N days" list when its text gets too old, with nothing written', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const oldText = await insertCompleteText(app, userId, TEXT, {
      createdAt: nowIso(new Date(start - 2 * DAY_MS)),
    });
    // each word translated before the next is added: the fallback answer's base form would merge perro into gato
    fake.enqueue({ json: { base_form: 'gato', translation: 'cat', mnemonic: 'm', part_of_speech: 'noun' } });
    expect((await add('gato', client, oldText)).statusCode).toBe(201);
    await translated();
    fake.enqueue({ json: { base_form: 'perro', translation: 'dog', mnemonic: 'm', part_of_speech: 'noun' } });
    expect((await add('perro')).statusCode).toBe(201);
    await translated();
    const query = '?generated_text_created_at_last_days=3&sort=alphabetical';
    expect((await words(query)).map((w) => w.word)).toEqual(['gato', 'perro']);
    vi.setSystemTime(start + DAY_MS + 60_000); // the old text is now 3 days and a minute old
    expect((await words(query)).map((w) => w.word)).toEqual(['perro']);
  });

  it('labels an answer with the version read before its page, so a write landing right after the page is read is not hidden', async () => {
    await add('gato');
    await drainJobs(app);
    // the first read of a page is followed at once by a write; the spy's later calls read as before
    vi.spyOn(VocabularyRepository.prototype, 'list').mockImplementationOnce(async function (
      this: VocabularyRepository,
      ...args
    ) {
      const page = await this.list(...args);
      await sql`update vocabularies set mnemonic = 'written meanwhile' where user_id = ${userId}`.execute(
        app.ctx.db,
      );
      return page;
    });
    expect(await words()).toMatchObject([{ mnemonic: 'A gato is a cat.' }]);
    expect(await words()).toMatchObject([{ mnemonic: 'written meanwhile' }]);
  });

  it('ends a burst of lists racing writes with the answer of the last write kept, on either engine', async () => {
    await add('gato');
    await drainJobs(app);
    const burst: Array<Promise<unknown>> = [];
    for (let round = 0; round < 25; round++) {
      const write = sql`update vocabularies set mnemonic = ${`m${round}`} where user_id = ${userId}`;
      burst.push(words(), write.execute(app.ctx.db), words(), words());
    }
    await Promise.all(burst);
    // PostgreSQL may commit the writes in any order: the kept answer must show whichever came last
    const stored = await app.ctx.db
      .selectFrom('vocabularies')
      .select('mnemonic')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(await words()).toMatchObject([{ mnemonic: stored.mnemonic }]);
  });

  it('bumps the version of a deleted user, who may have had no words at all', async () => {
    const gone = await createUser(app);
    const before = await version(gone.id);
    await sql`delete from users where id = ${gone.id}`.execute(app.ctx.db);
    expect(await version(gone.id)).toBeGreaterThan(before);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the version on PostgreSQL', () => {
  it('is bumped once per transaction, however many rows it writes', async () => {
    await twoWords();
    await translated(); // the translation jobs write the entries too
    const before = await version();
    await app.ctx.db.transaction().execute(async (trx) => {
      await sql`update vocabularies set mnemonic = 'one' where user_id = ${userId}`.execute(trx);
      await sql`update vocabularies set mnemonic = 'two' where user_id = ${userId}`.execute(trx);
    });
    expect(await version()).toBe(before + 1);
  });

  it('is bumped at commit, so two transactions of one learner writing the same rows do not deadlock over it', async () => {
    await twoWords();
    await translated();
    const ids = await app.ctx.db
      .selectFrom('vocabularies')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    expect(ids).toHaveLength(2);
    const [gato, perro] = ids.map((row) => row.id);
    const before = await version();
    // two sessions of their own, outside the app's pool, so each transaction surely has its own
    const [a, b] = await Promise.all([ownSession(app.ctx.db), ownSession(app.ctx.db)]);
    try {
      const write = (client: pg.Client, id: number, by: string) =>
        client.query('update vocabularies set mnemonic = $1 where id = $2', [by, id]);
      // A writes gato; B writes perro; A writes perro too and waits for B, which commits. Had A taken the
      // version row with gato (an immediate trigger), B's bump would wait for A while A waits for B.
      await a.query('begin');
      await b.query('begin');
      await write(a, gato, 'A');
      const bWrite = write(b, perro, 'B'); // an immediate trigger would hold it, waiting for the version row
      await Promise.race([bWrite, waitingForLock(app.ctx.db, b, bWrite)]);
      const aWrite = write(a, perro, 'A');
      await waitingForLock(app.ctx.db, a);
      await bWrite;
      await b.query('commit');
      await aWrite;
      await a.query('commit');
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    expect(await version()).toBe(before + 2);
    const mnemonic = await app.ctx.db
      .selectFrom('vocabularies')
      .select('mnemonic')
      .where('id', '=', perro)
      .executeTakeFirstOrThrow();
    expect(mnemonic.mnemonic).toBe('A');
  });
});

/** Adds gato and perro, which the model keeps apart (its fallback would make both gato, one entry). */
async function twoWords() {
  fake.enqueue({ json: { base_form: 'gato', translation: 'cat', mnemonic: 'm', part_of_speech: 'noun' } });
  fake.enqueue({ json: { base_form: 'perro', translation: 'dog', mnemonic: 'm', part_of_speech: 'noun' } });
  expect((await add('gato')).statusCode).toBe(201);
  expect((await add('perro')).statusCode).toBe(201);
}

/** Waits until the translation jobs have written the learner's entries. */
async function translated() {
  await vi.waitFor(
    async () => {
      const pending = await app.ctx.db
        .selectFrom('vocabularies')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '!=', 'COMPLETE')
        .execute();
      expect(pending).toEqual([]);
    },
    { timeout: 10_000, interval: 20 },
  );
}
