import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';

// Issue 33: the CSV/TSV routes' JSON bodies (a file's text, up to 4 MB) are parsed in a worker thread
const V = '/api/reeprise/vocabulary/';
const JSON_TYPE = { 'content-type': 'application/json' };
let app: FastifyInstance;
let client: TestClient;

beforeEach(async () => {
  app = await buildTestApp();
  client = await loggedInClient(app, await createUser(app));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
});

describe('the CSV/TSV import routes’ bodies', { timeout: 60_000 }, () => {
  it('are not parsed on the event loop: a file’s JSON is read in the worker', async () => {
    const content = `word,translation\n${'perro,dog\n'.repeat(19_000)}`;
    const body = JSON.stringify({ content });
    const parse = vi.spyOn(JSON, 'parse');
    const response = await client.post(`${V}import/preview/`, body, { headers: JSON_TYPE });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      format: 'csv',
      columns: ['word', 'translation'],
      row_count: 19_000,
    });
    // JSON.parse on this thread only for small things (the answer's own check), never the upload
    expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.length > 100_000)).toEqual(
      [],
    );
  });

  it('are refused with the answers Fastify gave when it parsed and checked them', async () => {
    const post = (path: string, body: string) => client.post(`${V}${path}`, body, { headers: JSON_TYPE });
    const notJson = { detail: 'The request body is not valid JSON.' };
    expect((await post('import/preview/', '{"content": "word\\nx"')).json()).toEqual(notJson);
    expect((await post('import/', '')).json()).toEqual(notJson);
    const unknownField = await post(
      'import/preview/',
      JSON.stringify({ content: 'word\nx\n', creator_id: 2 }),
    );
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json()).toEqual({
      detail: 'Invalid input.',
      errors: { non_field_errors: [expect.any(String)] },
    });
    const badMapping = await post(
      'import/',
      JSON.stringify({ content: 'word\nx\n', mapping: { word: 'first' } }),
    );
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json()).toEqual({
      detail: 'Invalid input.',
      errors: { 'mapping.word': [expect.any(String)] },
    });
    const empty = await post('import/preview/', JSON.stringify({ content: '' }));
    expect(empty.json()).toEqual({ detail: 'Invalid input.', errors: { content: [expect.any(String)] } });
    const poisoned = await post(
      'import/preview/',
      '{"content": "word\\nx\\n", "__proto__": {"admin": true}}',
    );
    expect(poisoned.statusCode).toBe(400);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });
});
