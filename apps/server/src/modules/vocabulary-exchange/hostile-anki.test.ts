import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart } from '../../../test/images.js';
import { listenOnLoopback, livePost } from '../../../test/live-requests.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { recursiveViewPackage, wideRowsViewPackage, zipBombPackage } from '../../platform/untrusted/hostile-files.js';
import { inflateEntries } from '../../platform/untrusted/zip-entries.js';
import { withAnkiCollection } from './anki-read.js';

// Issue 33: hostile Anki packages. Each is read in a worker thread (decision 034).
const PREVIEW = '/api/reeprise/vocabulary/import/anki/preview/';
let app: FastifyInstance;
let client: TestClient;
beforeEach(async () => {
  app = await buildTestApp();
  client = await loggedInClient(app, await createUser(app));
});
afterEach(async () => {
  await app.close();
});

const form = (file: Uint8Array) => multipart({}, { file: { data: Buffer.from(file), filename: 'deck.apkg', contentType: 'application/octet-stream' } });
const preview = (file: Uint8Array) => {
  const { payload, headers } = form(file);
  return client.post(PREVIEW, payload, { headers });
};

/** A legacy collection (col and notes tables, one Basic note) changed by `sql`, zipped as a package. */
function legacyPackage(sql: string): Buffer {
  const directory = mkdtempSync(join(tmpdir(), 'anki-hostile-'));
  try {
    const file = join(directory, 'collection.anki2');
    const db = new BetterSqlite3(file);
    db.exec(`
      CREATE TABLE col (id integer PRIMARY KEY, models text NOT NULL);
      INSERT INTO col VALUES (1, '{"1": {"name": "Basic", "flds": [{"name": "Front", "ord": 0}, {"name": "Back", "ord": 1}]}}');
      ${sql}
    `);
    db.close();
    return Buffer.from(zipSync({ 'collection.anki2': readFileSync(file) }));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
const NOTES = `CREATE TABLE notes (id integer PRIMARY KEY, mid integer NOT NULL, flds text NOT NULL);
  INSERT INTO notes VALUES (1, 1, 'casa' || char(31) || 'house');`;

// a fresh worker loads the parsers first: seconds on a busy machine
describe('hostile Anki packages', { timeout: 90_000 }, () => {
  it('refuses a collection whose fields are a recursive view, and answers others meanwhile (item 1)', async () => {
    const origin = await listenOnLoopback(app);
    const { payload, headers } = form(recursiveViewPackage(1e12));
    const refused = livePost(origin, client, PREVIEW, payload, headers);
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect(await refused).toMatchObject({ status: 400, body: { code: 'anki_package_unreadable' } });
  });

  it('refuses a view of 300,000 wide rows, a trigger, and generated or missing columns (item 1)', async () => {
    const refusals = [
      wideRowsViewPackage(),
      legacyPackage(`${NOTES} CREATE TRIGGER t AFTER INSERT ON col BEGIN SELECT 1; END;`),
      legacyPackage(`CREATE TABLE notes (id integer PRIMARY KEY, mid integer, raw text, flds text GENERATED ALWAYS AS (printf('%.*c', 100000000, 'x')));
        INSERT INTO notes (id, mid, raw) VALUES (1, 1, '');`),
      legacyPackage(`CREATE TABLE notes (id integer PRIMARY KEY, mid integer NOT NULL);`),
      legacyPackage(`CREATE TABLE real_notes (id integer PRIMARY KEY, mid integer, flds text); CREATE VIEW notes AS SELECT * FROM real_notes;`),
    ];
    for (const file of refusals) {
      const response = await preview(file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'anki_package_unreadable' });
    }
    // the same collection with plain tables is read
    const plain = await preview(legacyPackage(NOTES));
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().note_types).toMatchObject([{ name: 'Basic', columns: ['Front', 'Back'], row_count: 1, sample: [['casa', 'house']] }]);
  });

  it('stops inflating a zip bomb at the budget, never holding the whole entry (item 4)', () => {
    const bomb = zipBombPackage(64);
    const budget = 4 * 1024 * 1024;
    let delivered = 0;
    let largest = 0;
    expect(() =>
      inflateEntries(bomb, new Set(['collection.anki2']), budget, (_, chunk) => {
        delivered += chunk.length;
        largest = Math.max(largest, chunk.length);
      }),
    ).toThrow();
    expect(delivered).toBeLessThanOrEqual(budget);
    expect(largest).toBeLessThan(32 * 1024 * 1024);
    // a collection past the budget is a 413, whatever size the zip declares for it
    expect(() => withAnkiCollection(lyingAboutItsSize(bomb), () => 'read', budget)).toThrow(
      expect.objectContaining({ statusCode: 413, code: 'anki_collection_too_large' }),
    );
  });

  it('counts a preview against the import budget (item 4)', async () => {
    await app.close();
    app = await buildTestApp({ usageLimits: { ...testConfig().usageLimits, importsPerHour: 2 } });
    client = await loggedInClient(app, await createUser(app));
    const file = legacyPackage(NOTES);
    expect((await preview(file)).statusCode).toBe(200);
    expect((await preview(recursiveViewPackage(10))).statusCode).toBe(400);
    const refused = await preview(file);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'import_quota' });
  });
});

/** The zip with its entry's uncompressed size written as 1,000 bytes in its local header and directory. */
function lyingAboutItsSize(zip: Buffer): Buffer {
  const copy = Buffer.from(zip);
  for (let i = 0; i + 4 <= copy.length; i += 1) {
    const signature = copy.readUInt32LE(i);
    if (signature === 0x04034b50) copy.writeUInt32LE(1000, i + 22);
    if (signature === 0x02014b50) copy.writeUInt32LE(1000, i + 24);
  }
  return copy;
}
