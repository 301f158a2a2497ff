import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart, pngImage } from '../../../test/images.js';
import { ownSession, waitingForLock } from '../../../test/pg-sessions.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { insertCompleteText } from '../../../test/texts.js';
import { GeneratedTextsRepository } from './generated-texts.repository.js';
import { SHARED_TEXTS_LAG_MS } from './generated-texts.service.js';

// Decision 026: the text list's answers are kept per learner and served again while the versions of the
// learner's own texts and of everybody's public texts stand (bumped by triggers).
const LIST = '/api/reeprise/generated_texts/';

interface Card {
  id: number;
  topic: string;
  status: string;
  chatgpt_output: string;
  view_count: number;
  creator: string;
  creator_pic?: string | null;
}

let app: FastifyInstance;
let userId: number;
let client: TestClient;
let authorId: number;
let author: TestClient;

beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  userId = user.id;
  client = await loggedInClient(app, user);
  const other = await createUser(app);
  authorId = other.id;
  author = await loggedInClient(app, other);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await app.close();
});

const cards = async (c = client, query = '') => {
  const answer = await c.get(`${LIST}${query}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ results: Card[] }>().results;
};
const card = async (id: number, c = client) => (await cards(c)).find((t) => t.id === id);
const change = (id: number, set: string) =>
  sql`update generated_texts set ${sql.raw(set)} where id = ${id}`.execute(app.ctx.db);
const version = () => new GeneratedTextsRepository(app.ctx.db).listVersionOf(userId);

describe('kept text list answers', () => {
  it('answers a repeated list from what it kept, byte for byte, without reading the texts again', async () => {
    for (let i = 0; i < 12; i++) await insertCompleteText(app, userId, `Texto ${i}.`);
    const reads = vi.spyOn(GeneratedTextsRepository.prototype, 'listReadable');
    const first = await client.get(LIST);
    const second = await client.get(LIST);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reads).toHaveBeenCalledTimes(1);
    // the next page is another answer, with its own link
    const next = first.json<{ next: string }>().next;
    expect(next).toContain('cursor=');
    await client.get(next.slice(next.indexOf(LIST)));
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('never serves one learner what it kept for another', async () => {
    const own = await insertCompleteText(app, userId, 'Mío.');
    const theirs = await insertCompleteText(app, authorId, 'Suyo.');
    expect((await cards()).map((t) => t.id)).toEqual([own]);
    expect((await cards(author)).map((t) => t.id)).toEqual([theirs]);
  });

  it('shows every change to the learner’s own texts on the next list, view counts and partial output too', async () => {
    expect(await cards()).toEqual([]);
    const id = await insertCompleteText(app, userId, 'Hola.');
    expect(await card(id)).toMatchObject({ topic: 'prepared', view_count: 0 });
    await change(id, "topic = 'Renamed'");
    expect(await card(id)).toMatchObject({ topic: 'Renamed' });
    await change(id, 'view_count = view_count + 1');
    expect(await card(id)).toMatchObject({ view_count: 1 });
    await change(id, "status = 'PENDING', output = 'Hola'");
    expect(await card(id)).toMatchObject({ status: 'PENDING', chatgpt_output: 'Hola' });
    await change(id, "output = 'Hola, mundo'");
    expect(await card(id)).toMatchObject({ chatgpt_output: 'Hola, mundo' });
    expect((await client.delete(`${LIST}${id}/`)).statusCode).toBe(204);
    expect(await cards()).toEqual([]);
  });

  it('shows what another learner does to their public texts on the next list', async () => {
    const before = await insertCompleteText(app, authorId, 'Primero.', { publiclyVisible: true });
    const hidden = await insertCompleteText(app, authorId, 'Privado.');
    expect((await cards()).map((t) => t.id)).toEqual([before]);
    const shared = await insertCompleteText(app, authorId, 'Segundo.', { publiclyVisible: true });
    expect((await cards()).map((t) => t.id)).toEqual([shared, before]);
    await change(shared, "topic = 'Retitled'");
    expect(await card(shared)).toMatchObject({ topic: 'Retitled' });
    expect((await author.patch(`${LIST}${hidden}/`, { publicly_visible: true })).statusCode).toBe(200);
    expect((await cards()).map((t) => t.id)).toEqual([shared, hidden, before]);
    expect((await author.patch(`${LIST}${shared}/`, { publicly_visible: false })).statusCode).toBe(200);
    expect((await cards()).map((t) => t.id)).toEqual([hidden, before]);
    await change(hidden, "status = 'PENDING', output = ''");
    expect(await card(hidden)).toMatchObject({ status: 'PENDING' });
    await change(hidden, "status = 'COMPLETE', output = 'Terminado.'");
    expect(await card(hidden)).toMatchObject({ status: 'COMPLETE', chatgpt_output: 'Terminado.' });
    expect((await author.delete(`${LIST}${before}/`)).statusCode).toBe(204);
    expect((await cards()).map((t) => t.id)).toEqual([hidden]);
  });

  it('shows a creator’s new name and picture on their public cards at once', async () => {
    const shared = await insertCompleteText(app, authorId, 'Hola.', { publiclyVisible: true });
    expect(await card(shared)).toMatchObject({ creator_pic: null });
    await sql`update users set username = 'renamed_author' where id = ${authorId}`.execute(app.ctx.db);
    expect(await card(shared)).toMatchObject({ creator: 'renamed_author' });
    const form = multipart(
      {},
      { pic: { data: await pngImage(), filename: 'me.png', contentType: 'image/png' } },
    );
    expect(
      (await author.put('/api/reeprise/profiles/', form.payload, { headers: form.headers })).statusCode,
    ).toBe(200);
    expect((await card(shared))?.creator_pic).toContain(`/users/${authorId}/profile_pic/`);
  });

  it('lets another learner’s view counts and partial output lag by at most SHARED_TEXTS_LAG_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const shared = await insertCompleteText(app, authorId, 'Hola.', { publiclyVisible: true });
    const writing = await insertCompleteText(app, authorId, '', { publiclyVisible: true });
    await change(writing, "status = 'PENDING'");
    expect(await card(shared)).toMatchObject({ view_count: 0 });
    await change(shared, 'view_count = 5');
    await change(writing, "output = 'Había una'");
    expect(await card(shared)).toMatchObject({ view_count: 0 });
    expect(await card(writing)).toMatchObject({ chatgpt_output: '' });
    // the creator sees their own counts at once
    expect(await card(shared, author)).toMatchObject({ view_count: 5 });
    vi.setSystemTime(start + SHARED_TEXTS_LAG_MS);
    expect(await card(shared)).toMatchObject({ view_count: 5 });
    expect(await card(writing)).toMatchObject({ chatgpt_output: 'Había una' });
  });

  it('labels an answer with the version read before its page, so a write landing right after the page is read is not hidden', async () => {
    const id = await insertCompleteText(app, userId, 'Hola.');
    vi.spyOn(GeneratedTextsRepository.prototype, 'listReadable').mockImplementationOnce(async function (
      this: GeneratedTextsRepository,
      ...args
    ) {
      const page = await this.listReadable(...args);
      await change(id, "topic = 'written meanwhile'");
      return page;
    });
    expect(await card(id)).toMatchObject({ topic: 'prepared' });
    expect(await card(id)).toMatchObject({ topic: 'written meanwhile' });
  });

  it('ends a burst of lists racing writes with the answer of the last write kept, on either engine', async () => {
    const id = await insertCompleteText(app, authorId, 'Hola.', { publiclyVisible: true });
    const burst: Array<Promise<unknown>> = [];
    for (let round = 0; round < 25; round++) burst.push(cards(), change(id, `topic = 't${round}'`), cards());
    await Promise.all(burst);
    const stored = await app.ctx.db
      .selectFrom('generated_texts')
      .select('topic')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await card(id)).toMatchObject({ topic: stored.topic });
  });

  it('moves with the learner’s own texts and with public ones, and not with others’ private texts', async () => {
    const start = await version();
    await insertCompleteText(app, userId, 'Mío.');
    const afterOwn = await version();
    expect(afterOwn).toBeGreaterThan(start);
    await insertCompleteText(app, authorId, 'Suyo.');
    expect(await version()).toBe(afterOwn);
    await insertCompleteText(app, authorId, 'Público.', { publiclyVisible: true });
    expect(await version()).toBeGreaterThan(afterOwn);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the versions on PostgreSQL', () => {
  it('are bumped once per transaction, however many rows it writes', async () => {
    const a = await insertCompleteText(app, userId, 'Uno.', { publiclyVisible: true });
    const b = await insertCompleteText(app, userId, 'Dos.', { publiclyVisible: true });
    const scopes = () =>
      app.ctx.db
        .selectFrom('text_list_versions')
        .select(['scope', 'version'])
        .where('scope', 'in', [0, userId])
        .orderBy('scope')
        .execute();
    const before = await scopes();
    await app.ctx.db.transaction().execute(async (trx) => {
      await sql`update generated_texts set topic = 'one' where id in (${a}, ${b})`.execute(trx);
      await sql`update generated_texts set topic = 'two' where id = ${a}`.execute(trx);
    });
    expect((await scopes()).map((row) => Number(row.version))).toEqual(
      before.map((row) => Number(row.version) + 1),
    );
  });

  it('takes the learner’s own version before the public one, the order every transaction uses', async () => {
    const id = await insertCompleteText(app, userId, 'Hola.', { publiclyVisible: true });
    const [holder, writer, probe] = await Promise.all([
      ownSession(app.ctx.db),
      ownSession(app.ctx.db),
      ownSession(app.ctx.db),
    ]);
    try {
      // another transaction holds the public version: the writer's commit bumps its own, then waits
      await holder.query('begin');
      await holder.query('select version from text_list_versions where scope = 0 for update');
      await writer.query('begin');
      await writer.query("update generated_texts set topic = 'new' where id = $1", [id]);
      const commit = writer.query('commit');
      await waitingForLock(app.ctx.db, writer);
      // so the writer holds its own version row by now: taking it is refused
      await probe.query('begin');
      await expect(
        probe.query('select version from text_list_versions where scope = $1 for update nowait', [userId]),
      ).rejects.toThrow(/could not obtain lock/);
      await probe.query('rollback');
      await holder.query('commit');
      await commit;
    } finally {
      await Promise.all([holder.end(), writer.end(), probe.end()]);
    }
    expect(await card(id)).toMatchObject({ topic: 'new' });
  });
});
