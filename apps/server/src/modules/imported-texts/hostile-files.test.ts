import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart } from '../../../test/images.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { epubOf, heavyMarkupHtml, largeHtml, nestedDivsHtml, repeatedSpineEpub } from '../../platform/untrusted/hostile-files.js';
import { sharedUntrustedPool } from '../../platform/untrusted/untrusted-pool.js';

// Issue 33: hostile files sent to the text import. Each is read in a worker thread (decision 034).
const BASE = '/api/reeprise/imported_texts/';
const TEXTS = '/api/reeprise/generated_texts/';

let app: FastifyInstance;
let client: TestClient;
beforeEach(async () => {
  app = await buildTestApp();
  client = await loggedInClient(app, await createUser(app));
});
afterEach(async () => {
  await app.close();
});

const fileForm = (name: string, data: Buffer, fields: Record<string, string> = {}) =>
  multipart(fields, { file: { data, filename: name, contentType: 'application/octet-stream' } });
const detect = (name: string, data: Buffer) => {
  const form = fileForm(name, data);
  return client.post(`${BASE}detect/`, form.payload, { headers: form.headers });
};
const chapter = (words: number) =>
  `<html xmlns="http://www.w3.org/1999/xhtml"><body>${Array.from({ length: words / 100 }, () => `<p>${'palabra '.repeat(100)}</p>`).join('')}</body></html>`;

// a fresh worker loads the parsers first: seconds on a busy machine
describe('hostile files for the text import', { timeout: 90_000 }, () => {
  it('reads a chapter its spine lists 600 times once (item 2)', async () => {
    const response = await detect('book.epub', repeatedSpineEpub(36_000, 600));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Hostile', word_count: 36_000 });
  });

  it('stops reading a book at the word cap, before the chapters after it (item 2)', async () => {
    // the first chapter passes the cap; the second would be refused as too deeply nested if it were read
    const book = epubOf(
      [
        ['one.xhtml', chapter(150_100)],
        ['two.xhtml', nestedDivsHtml(1000)],
      ],
      ['c0', 'c1'],
    );
    const response = await detect('book.epub', book);
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'import_too_many_words', params: { count: 150_000 } });
  });

  it('refuses a 9.5 MB page of text at the word cap before building its tree (item 2)', async () => {
    const response = await detect('page.html', largeHtml());
    expect(response.statusCode, response.body).toBe(413);
    expect(response.json()).toMatchObject({ code: 'import_too_many_words' });
  });

  it('refuses 200,000 nested <div>s with a 422, not a stack overflow (item 6)', async () => {
    const response = await detect('page.html', nestedDivsHtml(200_000));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'import_file_broken' });
    // markup nested as deep as the limit is read
    const deep = await detect('page.html', nestedDivsHtml(500));
    expect(deep.statusCode, deep.body).toBe(200);
  });

  it('answers other requests while a worker reads a page of 1.4 million elements (items 1 and 2)', async () => {
    const origin = await listenOnLoopback(app);
    const form = fileForm('page.html', heavyMarkupHtml());
    let settled = false;
    const reading = livePost(origin, client, `${BASE}detect/`, form.payload, form.headers).finally(() => (settled = true));
    await vi.waitFor(() => expect(sharedUntrustedPool().tasks).toBe(1), { timeout: 60_000, interval: 10 });
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect(settled).toBe(false);
    // its tree passes the worker's heap (413) or its deadline (422): either way an answer, not a stall
    expect([413, 422]).toContain((await reading).status);
  });

  it('refuses a field the import form does not have (item 10)', async () => {
    const response = await client.post(BASE, { text: 'Hola, mundo.', language: 'SPANISH', creator_id: 1 });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ non_field_errors: [expect.stringContaining('creator_id')] });
    const form = fileForm('hola.txt', Buffer.from('Hola, mundo.'), { language: 'SPANISH', status: 'PENDING' });
    const file = await client.post(BASE, form.payload, { headers: form.headers });
    expect(file.statusCode, file.body).toBe(400);
    expect((await client.get(TEXTS)).json().results).toEqual([]);
  });
});

describe('the import budget of detect', () => {
  it('counts a file’s or a paste’s detect: of 8 at once with a budget of 3, 3 are answered (item 2)', async () => {
    await app.close();
    app = await buildTestApp({ usageLimits: { ...testConfig().usageLimits, importsPerHour: 3 } });
    client = await loggedInClient(app, await createUser(app));
    const origin = await listenOnLoopback(app);
    const body = JSON.stringify({ text: 'Hola, mundo.' });
    const { statuses, answers } = await burst(8, () => livePost(origin, client, `${BASE}detect/`, body, { 'content-type': 'application/json' }));
    expect(statuses).toEqual({ 200: 3, 429: 5 });
    expect(answers.find((answer) => answer.status === 429)?.body).toMatchObject({ code: 'import_quota' });
    // a file costs the same, and the budget is spent
    expect((await detect('hola.txt', Buffer.from('Hola, mundo.'))).json()).toMatchObject({ code: 'import_quota' });
  });
});
