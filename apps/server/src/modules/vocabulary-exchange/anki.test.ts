import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart } from '../../../test/images.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { insertEntry, insertManyEntries } from '../vocabulary/vocabulary.fixtures.js';
import { VocabularyRepository } from '../vocabulary/vocabulary.repository.js';
import { ANKI_FIELDS, ANKI_MODEL_ID } from './anki-export.js';
import { insertExchangeEntry, wordsOf } from './exchange.fixtures.js';
import { EXPORT_BATCH } from './exchange.service.js';

const V = '/api/reeprise/vocabulary/';
const MODERN_FIXTURE = new URL('../../../test/fixtures/anki-modern.apkg', import.meta.url);
let app: FastifyInstance;
let client: TestClient;
let userId: number;
const temporary: string[] = [];

beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  userId = user.id;
  client = await loggedInClient(app, user);
});
afterEach(async () => {
  await app.close();
  for (const directory of temporary.splice(0)) rmSync(directory, { recursive: true, force: true });
});

const entry = (word: string, fields?: Parameters<typeof insertExchangeEntry>[3]) =>
  insertExchangeEntry(app, userId, word, fields);
const words = () => wordsOf(app, userId);

/** Opens a collection's bytes with SQLite, as Anki would. */
function openCollection(bytes: Uint8Array): BetterSqlite3.Database {
  const directory = mkdtempSync(join(tmpdir(), 'anki-test-'));
  temporary.push(directory);
  const file = join(directory, 'collection.anki2');
  writeFileSync(file, bytes);
  return new BetterSqlite3(file, { readonly: true });
}

/** A legacy collection (schema 11) as Anki 2.1 wrote it: note types as JSON in the col row. */
function legacyCollection(noteTypes: Record<string, { name: string; fields: string[] }>, notes: Array<[string, string[]]>): Uint8Array {
  const directory = mkdtempSync(join(tmpdir(), 'anki-test-'));
  temporary.push(directory);
  const file = join(directory, 'legacy.anki2');
  const db = new BetterSqlite3(file);
  db.exec(`
    CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
      ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
      models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
    CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
      usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
      flags integer NOT NULL, data text NOT NULL);
  `);
  const models = Object.fromEntries(
    Object.entries(noteTypes).map(([id, { name, fields }]) => [
      id,
      // fields listed out of order: `ord` decides
      { id: Number(id), name, flds: fields.map((field, ord) => ({ name: field, ord })).reverse() },
    ]),
  );
  db.prepare("INSERT INTO col VALUES (1, 0, 0, 0, 11, 0, 0, 0, '{}', ?, '{}', '{}', '{}')").run(JSON.stringify(models));
  notes.forEach(([mid, fields], index) => {
    db.prepare("INSERT INTO notes VALUES (?, ?, ?, 0, 0, '', ?, '', 0, 0, '')").run(index + 1, `g${index}`, BigInt(mid), fields.join('\x1f'));
  });
  db.close();
  return readFileSync(file);
}

const BASIC = { '1342697561419': { name: 'Basic', fields: ['Front', 'Back'] } };

function upload(url: string, file: Uint8Array, fields: Record<string, string> = {}) {
  const form = multipart(fields, { file: { data: Buffer.from(file), filename: 'deck.apkg', contentType: 'application/octet-stream' } });
  return client.post(url, form.payload, { headers: form.headers });
}

describe('Anki export', () => {
  it('answers an .apkg whose legacy collection holds the Reeprise note type, one note and card per word', async () => {
    const gato = await entry('gato', { translation: 'cat <3', mnemonic: 'Say "gato"\nto a cat.' });
    await entry('perro', { translation: 'dog' });
    await entry('chat', { translation: 'cat', language: 'FRENCH' });
    const response = await client.get(`${V}export/?format=apkg&language=SPANISH&sort=alphabetical`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/apkg');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="reeprise-vocabulary-\d{4}-\d\d-\d\d\.apkg"$/);
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(new TextDecoder().decode(files.media)).toBe('{}');

    const db = openCollection(files['collection.anki2']);
    const col = db.prepare('SELECT ver, models, decks, dconf, conf FROM col').get() as Record<string, string | number>;
    expect(col.ver).toBe(11);
    const models = JSON.parse(col.models as string) as Record<string, { name: string; flds: Array<{ name: string; ord: number }>; tmpls: unknown[]; did: number }>;
    const model = models[ANKI_MODEL_ID];
    expect(model.name).toBe('Reeprise');
    expect(model.flds.map((field) => field.name)).toEqual([...ANKI_FIELDS]);
    expect(model.tmpls).toHaveLength(1);
    const decks = JSON.parse(col.decks as string) as Record<string, { id: number; name: string }>;
    expect(Object.values(decks).map((deck) => deck.name).sort()).toEqual(['Default', 'Reeprise Spanish']);
    expect(JSON.parse(col.dconf as string)).toHaveProperty('1');

    const notes = db.prepare('SELECT id, guid, mid, flds, sfld, csum FROM notes ORDER BY id').all() as Array<Record<string, string | number>>;
    expect(notes.map((note) => note.sfld)).toEqual(['gato', 'perro']);
    expect(notes.every((note) => note.mid === ANKI_MODEL_ID)).toBe(true);
    expect((notes[0].flds as string).split('\x1f')).toEqual([
      'gato',
      'cat &lt;3',
      'Say &quot;gato&quot;<br>to a cat.',
      'Hoy gato aquí.',
      'noun',
      'SPANISH',
      '',
    ]);
    const sha1 = (text: string) => parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);
    expect(notes.map((note) => note.csum)).toEqual([sha1('gato'), sha1('perro')]);
    const cards = db.prepare('SELECT nid, did, ord, due FROM cards ORDER BY due').all() as Array<Record<string, number>>;
    const deck = Object.values(decks).find((d) => d.name === 'Reeprise Spanish')!;
    expect(cards).toEqual(notes.map((note, index) => ({ nid: note.id, did: deck.id, ord: 0, due: index + 1 })));
    db.close();

    // the same GUIDs in the next export: Anki updates the notes instead of adding them again
    await app.ctx.db.updateTable('vocabularies').set({ translation: 'kitty' }).where('id', '=', gato).execute();
    const again = unzipSync((await client.get(`${V}export/?format=apkg&language=SPANISH&sort=alphabetical`)).rawPayload);
    const db2 = openCollection(again['collection.anki2']);
    const notes2 = db2.prepare('SELECT guid, flds FROM notes ORDER BY id').all() as Array<{ guid: string; flds: string }>;
    expect(notes2.map((note) => note.guid)).toEqual(notes.map((note) => note.guid));
    expect(new Set(notes2.map((note) => note.guid)).size).toBe(2);
    expect(notes2[0].flds.split('\x1f')[1]).toBe('kitty');
    db2.close();
  });

  it('streams 10,000 words into the collection batch by batch', async () => {
    await insertEntry(app, userId, 'seed');
    await insertManyEntries(app, userId, 10_000);
    const list = vi.spyOn(VocabularyRepository.prototype, 'list');
    const response = await client.get(`${V}export/?format=apkg`);
    expect(list.mock.calls.length).toBeGreaterThanOrEqual(10_001 / EXPORT_BATCH);
    expect(Math.max(...list.mock.calls.map((call) => call[3]))).toBe(EXPORT_BATCH);
    list.mockRestore();
    const db = openCollection(unzipSync(response.rawPayload)['collection.anki2']);
    expect(db.prepare('SELECT count(*) AS n, count(DISTINCT guid) AS g, count(DISTINCT sfld) AS w FROM notes').get()).toEqual({
      n: 10_001,
      g: 10_001,
      w: 10_001,
    });
    expect(db.prepare('SELECT count(*) AS n FROM cards').get()).toEqual({ n: 10_001 });
    db.close();
  });
});

describe('Anki import', () => {
  it('previews a legacy package: note types with most notes first, fields as text, a suggested mapping', async () => {
    const collection = legacyCollection(
      { ...BASIC, '1500000000000': { name: 'Cloze', fields: ['Text', 'Extra'] } },
      [
        ['1342697561419', ['<b>casa</b>', 'house<br>home', '']],
        ['1500000000000', ['{{c1::x}}', '']],
        ['1342697561419', ['perro [sound:perro.mp3]', 'dog &amp; hound']],
      ],
    );
    const response = await upload(`${V}import/anki/preview/`, zipSync({ 'collection.anki2': collection, media: strToU8('{}') }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      collection: 'anki2',
      note_types: [
        {
          id: '1342697561419',
          name: 'Basic',
          columns: ['Front', 'Back'],
          sample: [
            ['casa', 'house\nhome', ''],
            ['perro', 'dog & hound'],
          ],
          row_count: 2,
          mapping: { word: 0, translation: 1, mnemonic: null, part_of_speech: null, language: null },
        },
        {
          id: '1500000000000',
          name: 'Cloze',
          columns: ['Text', 'Extra'],
          sample: [['{{c1::x}}', '']],
          row_count: 1,
          mapping: { word: 0, translation: null, mnemonic: null, part_of_speech: null, language: null },
        },
      ],
    });
  });

  it('imports one note type of a legacy anki21 package, merging with the words there', async () => {
    await entry('casa', { translation: '' });
    const collection = legacyCollection(BASIC, [
      ['1342697561419', ['<b>casa</b>', 'house']],
      ['1342697561419', ['perro', 'dog']],
      ['1342697561419', ['', 'nothing']],
    ]);
    // a package of Anki 2.1.x: anki21 beside the old anki2, the anki21 is read
    const file = zipSync({ 'collection.anki2': legacyCollection(BASIC, [['1342697561419', ['old', 'old']]]), 'collection.anki21': collection });
    const response = await upload(`${V}import/anki/`, file, {
      note_type: '1342697561419',
      mapping: JSON.stringify({ word: 0, translation: 1 }),
      language: 'SPANISH',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ added: 1, merged: 1, skipped: 1, skipped_rows: [{ row: 3, reason: 'no_word' }] });
    expect(await words()).toEqual([
      { word: 'casa', translation: 'house', mnemonic: '', part_of_speech: 'noun', language: 'SPANISH' },
      { word: 'perro', translation: 'dog', mnemonic: '', part_of_speech: '', language: 'SPANISH' },
    ]);
  });

  it('reads the zstd anki21b collection of a current package, not its "please update" stand-in', async () => {
    const file = readFileSync(MODERN_FIXTURE);
    const preview = await upload(`${V}import/anki/preview/`, file);
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.collection).toBe('anki21b');
    expect(body.note_types.map((type: { name: string; row_count: number }) => [type.name, type.row_count])).toEqual([
      ['Vokabel (Reeprise-Test)', 3],
      ['Einfach', 1],
    ]);
    expect(body.note_types[0]).toMatchObject({
      id: '1690000000123',
      columns: ['Vorderseite', 'Rückseite', 'Audio', 'Wortart'],
      sample: [
        ['der Hund', 'dog\nhound', '', 'Substantiv'],
        ['die Katze', 'cat & kitten', '', 'Substantiv'],
        ['laufen', 'to run', '', 'Verb'],
      ],
      mapping: { word: 0, translation: 1, mnemonic: null, part_of_speech: 3, language: null },
    });

    const report = await upload(`${V}import/anki/`, file, {
      note_type: '1690000000123',
      mapping: JSON.stringify(body.note_types[0].mapping),
      language: 'GERMAN',
    });
    expect(report.json()).toEqual({ added: 3, merged: 0, skipped: 0, skipped_rows: [] });
    expect(await words()).toEqual([
      { word: 'der Hund', translation: 'dog\nhound', mnemonic: '', part_of_speech: 'Substantiv', language: 'GERMAN' },
      { word: 'die Katze', translation: 'cat & kitten', mnemonic: '', part_of_speech: 'Substantiv', language: 'GERMAN' },
      { word: 'laufen', translation: 'to run', mnemonic: '', part_of_speech: 'Verb', language: 'GERMAN' },
    ]);
  });

  it('gets the same words back from its own deck', async () => {
    await entry('gato', { translation: 'cat, tomcat', mnemonic: 'Say "gato"\nto a <cat>.' });
    await entry('=cmd', { translation: '-1' });
    await entry('chat', { translation: 'cat', language: 'FRENCH' });
    const before = await words();
    const file = (await client.get(`${V}export/?format=apkg`)).rawPayload;
    await app.ctx.db.deleteFrom('vocabularies').where('user_id', '=', userId).where('word', '!=', 'gato').execute();
    const preview = (await upload(`${V}import/anki/preview/`, file)).json();
    expect(preview.note_types).toHaveLength(1);
    const [type] = preview.note_types;
    expect(type.mapping).toEqual({ word: 0, translation: 1, mnemonic: 2, part_of_speech: 4, language: 5 });
    const report = await upload(`${V}import/anki/`, file, { note_type: type.id, mapping: JSON.stringify(type.mapping) });
    expect(report.json()).toEqual({ added: 2, merged: 1, skipped: 0, skipped_rows: [] });
    expect(await words()).toEqual(before);
  });

  it('changes nothing for a corrupt or foreign file, a wrong mapping or note type, and says why', async () => {
    await entry('gato', { translation: 'cat' });
    const before = await words();
    const good = zipSync({ 'collection.anki2': legacyCollection(BASIC, [['1342697561419', ['perro', 'dog']]]) });
    const importing = (file: Uint8Array, fields: Record<string, string> = {}) =>
      upload(`${V}import/anki/`, file, { note_type: '1342697561419', mapping: '{"word":0,"translation":1}', language: 'SPANISH', ...fields });
    const code = async (response: Promise<{ statusCode: number; json: () => { code?: string } }>) => {
      const answer = await response;
      return [answer.statusCode, answer.json().code];
    };

    expect(await code(importing(strToU8('not a zip at all')))).toEqual([400, 'anki_package_unreadable']);
    // cut off halfway: the central directory is gone
    expect(await code(importing(good.subarray(0, good.length / 2)))).toEqual([400, 'anki_package_unreadable']);
    expect(await code(importing(zipSync({ media: strToU8('{}'), '../../evil.txt': strToU8('x') })))).toEqual([400, 'anki_package_no_collection']);
    expect(await code(importing(zipSync({ 'collection.anki2': strToU8('SQLite? no.') })))).toEqual([400, 'anki_package_unreadable']);
    // zstd magic, then garbage
    const badZstd = new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await code(importing(zipSync({ 'collection.anki21b': badZstd })))).toEqual([400, 'anki_package_unreadable']);
    // a zstd frame declaring a 2 GB window is refused before anything is allocated
    const bomb = new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0x00, 0xa8, 0, 0, 0, 0]);
    expect(await code(importing(zipSync({ 'collection.anki21b': bomb })))).toEqual([413, 'anki_collection_too_large']);
    // a zip entry declaring a collection of 4 GB unpacked (a zip bomb) is refused before it is inflated
    const bombZip = zipSync({ 'collection.anki2': new Uint8Array(1000) });
    const directory = Buffer.from(bombZip).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    new DataView(bombZip.buffer, bombZip.byteOffset).setUint32(directory + 24, 0xfffffff0, true);
    expect(await code(importing(bombZip))).toEqual([413, 'anki_collection_too_large']);
    expect(await code(importing(good, { mapping: '{"word":5}' }))).toEqual([400, 'vocabulary_import_bad_mapping']);
    expect(await code(importing(good, { mapping: 'word=0' }))).toEqual([400, 'vocabulary_import_bad_mapping']);
    expect(await code(importing(good, { note_type: '42' }))).toEqual([400, 'anki_note_type_unknown']);
    expect(await code(importing(good, { note_type: 'Basic' }))).toEqual([400, undefined]);
    const withoutLanguage = importing(good, { language: '' });
    expect((await withoutLanguage).statusCode).toBe(400);
    const noFile = await client.post(`${V}import/anki/preview/`, { note_type: '1' });
    expect([noFile.statusCode, noFile.json().code]).toEqual([400, 'anki_file_missing']);
    expect(await code(upload(`${V}import/anki/preview/`, zipSync({ 'collection.anki2': legacyCollection(BASIC, []) })))).toEqual([
      400,
      'anki_package_empty',
    ]);
    expect(await words()).toEqual(before);
  });

  it('refuses a package over the size limit while it streams in', async () => {
    const response = await upload(`${V}import/anki/preview/`, new Uint8Array(50 * 1024 * 1024 + 1));
    expect([response.statusCode, response.json().code]).toEqual([413, 'anki_file_too_large']);
  });
});
