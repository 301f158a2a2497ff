import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { insertEntry, insertManyEntries } from '../vocabulary/vocabulary.fixtures.js';
import { VocabularyRepository } from '../vocabulary/vocabulary.repository.js';
import { parseDelimited } from './delimited.js';
import { VocabularyExchangeRepository } from './exchange.repository.js';
import { insertExchangeEntry, wordsOf } from './exchange.fixtures.js';
import { EXPORT_BATCH, VocabularyExchangeService } from './exchange.service.js';

const V = '/api/reeprise/vocabulary/';
let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  userId = user.id;
  client = await loggedInClient(app, user);
});
afterEach(() => app.close());

const entry = (word: string, fields?: Parameters<typeof insertExchangeEntry>[3]) =>
  insertExchangeEntry(app, userId, word, fields);
const words = () => wordsOf(app, userId);

describe('vocabulary export', () => {
  it('writes a header and one row per word, quoting what needs it, filtered and ordered as the list', async () => {
    await entry('gato', { translation: 'cat, tomcat', mnemonic: 'Say "gato"\nto a cat.' });
    await entry('=cmd', { translation: '-1' });
    await entry('chat', { translation: 'cat', language: 'FRENCH' });
    const response = await client.get(`${V}export/?language=SPANISH&sort=alphabetical`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="reeprise-vocabulary-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const [header, ...lines] = response.body.slice(1).split('\r\n');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect(header).toBe('word,translation,mnemonic,part of speech,language,sentence,streak,due');
    // a cell a spreadsheet would run as a formula is defused with an apostrophe
    expect(lines[0]).toBe("'=cmd,'-1,,noun,SPANISH,Hoy =cmd aquí.,2,");
    expect(lines[1]).toBe('gato,"cat, tomcat","Say ""gato""\nto a cat.",noun,SPANISH,Hoy gato aquí.,2,');
    expect(lines[2]).toBe('');
  });

  // issue 35: the menu says what an export holds and offers all languages
  it('counts what an export would hold, per language and in all, following the search', async () => {
    await entry('gato', { translation: 'cat' });
    await entry('perro', { translation: 'dog' });
    await entry('chat', { translation: 'cat', language: 'FRENCH' });
    expect((await client.get(`${V}export/counts/`)).json()).toEqual({
      total: 3,
      // in the contract's order of languages
      languages: [
        { language: 'FRENCH', count: 1 },
        { language: 'SPANISH', count: 2 },
      ],
    });
    expect((await client.get(`${V}export/counts/?search=CAT`)).json()).toMatchObject({ total: 2 });
    expect((await client.get(`${V}export/counts/?search=${encodeURIComponent('%')}`)).json()).toEqual({
      total: 0,
      languages: [],
    });
    const other = await loggedInClient(app, await createUser(app));
    expect((await other.get(`${V}export/counts/`)).json()).toEqual({ total: 0, languages: [] });
    expect((await client.get(`${V}export/counts/?search=${'x'.repeat(500)}`)).statusCode).toBe(400);
  });

  it('writes TSV and follows the search', async () => {
    await entry('gato', { translation: 'cat' });
    await entry('perro', { translation: 'dog' });
    const response = await client.get(`${V}export/?format=tsv&search=DOG`);
    expect(response.headers['content-type']).toBe('text/tab-separated-values; charset=utf-8');
    expect(response.body.split('\r\n')[1]).toBe('perro\tdog\t\tnoun\tSPANISH\tHoy perro aquí.\t2\t');
  });

  it('streams 10,000 words batch by batch, never reading more than one batch at a time', async () => {
    await insertEntry(app, userId, 'seed');
    await insertManyEntries(app, userId, 10_000);
    const list = vi.spyOn(VocabularyRepository.prototype, 'list');
    const response = await client.get(`${V}export/`);
    const rows = parseDelimited(response.body, 'csv', 20_000);
    expect(rows).toHaveLength(10_002);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(10_001);
    expect(list.mock.calls.length).toBeGreaterThanOrEqual(10_001 / EXPORT_BATCH);
    expect(Math.max(...list.mock.calls.map((call) => call[3]))).toBe(EXPORT_BATCH);
    list.mockRestore();
  });
});

describe('vocabulary import', () => {
  it('previews the header, first rows and a suggested mapping', async () => {
    const response = await client.post(`${V}import/preview/`, {
      content: '\uFEFFWort\tÜbersetzung\tSprache\r\nHund\tdog\tGERMAN\r\nKatze\tcat\tDE\r\n',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      format: 'tsv',
      columns: ['Wort', 'Übersetzung', 'Sprache'],
      sample: [
        ['Hund', 'dog', 'GERMAN'],
        ['Katze', 'cat', 'DE'],
      ],
      row_count: 2,
      mapping: { word: 0, translation: 1, mnemonic: null, part_of_speech: null, language: 2 },
    });
  });

  it('gets the same words back from an export, merging what is already there', async () => {
    await entry('gato', { translation: 'cat, tomcat', mnemonic: 'Say "gato"\nto a cat.' });
    await entry('=cmd', { translation: '-1' });
    await entry('chat', { translation: 'cat', language: 'FRENCH' });
    const before = await words();
    const file = (await client.get(`${V}export/`)).body;
    await app.ctx.db
      .deleteFrom('vocabularies')
      .where('user_id', '=', userId)
      .where('word', '!=', 'gato')
      .execute();
    const preview = (await client.post(`${V}import/preview/`, { content: file })).json();
    const report = await client.post(`${V}import/`, { content: file, mapping: preview.mapping });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ added: 2, merged: 1, skipped: 0, skipped_rows: [] });
    expect(await words()).toEqual(before);
  });

  it('merges repeated forms, fills only empty fields, and reports skipped rows', async () => {
    await entry('perro', { translation: 'dog' });
    const content = [
      'word,translation,mnemonic,language',
      'Perro,hound,a mnemonic,',
      'casa,house,,sp',
      'CASA,,casa = house,SPANISH',
      ',lonely,,',
      'maison,house,,KLINGON',
      `${'x'.repeat(101)},long,,`,
    ].join('\n');
    const response = await client.post(`${V}import/`, {
      content,
      mapping: { word: 0, translation: 1, mnemonic: 2, language: 3 },
      language: 'SPANISH',
    });
    expect(response.json()).toEqual({
      added: 1,
      merged: 2,
      skipped: 3,
      skipped_rows: [
        { row: 5, reason: 'no_word' },
        { row: 6, reason: 'unknown_language' },
        { row: 7, reason: 'word_too_long' },
      ],
    });
    expect(await words()).toEqual([
      {
        word: 'casa',
        translation: 'house',
        mnemonic: 'casa = house',
        part_of_speech: '',
        language: 'SPANISH',
      },
      {
        word: 'perro',
        translation: 'dog',
        mnemonic: 'a mnemonic',
        part_of_speech: 'noun',
        language: 'SPANISH',
      },
    ]);
  });

  it('changes nothing for a bad file, a bad mapping, or a failure halfway', async () => {
    const post = (body: Record<string, unknown>) => client.post(`${V}import/`, body);
    const unreadable = await post({
      content: 'word\n"never closed\nmore',
      mapping: { word: 0 },
      language: 'SPANISH',
    });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().code).toBe('vocabulary_import_unreadable');
    expect((await post({ content: 'word\n', mapping: { word: 0 }, language: 'SPANISH' })).json().code).toBe(
      'vocabulary_import_empty',
    );
    expect(
      (await post({ content: 'word\nx\n', mapping: { word: 3 }, language: 'SPANISH' })).json().code,
    ).toBe('vocabulary_import_bad_mapping');
    expect((await post({ content: 'word\nx\n', mapping: { word: 0 } })).json().code).toBe(
      'vocabulary_import_language_required',
    );
    const tooMany = await post({
      content: `word\n${'x\n'.repeat(20_001)}`,
      mapping: { word: 0 },
      language: 'SPANISH',
    });
    expect(tooMany.statusCode).toBe(413);

    // the second language's insert fails: the first language's words are undone with it
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the repository as `this` below
    const original = VocabularyExchangeRepository.prototype.insert;
    let calls = 0;
    const failing = vi
      .spyOn(VocabularyExchangeRepository.prototype, 'insert')
      .mockImplementation(async function (this: VocabularyExchangeRepository, ...args) {
        calls += 1;
        if (calls === 2) throw new Error('disk full');
        return original.apply(this, args);
      });
    const service = new VocabularyExchangeService(
      new VocabularyExchangeRepository(app.ctx.db),
      new VocabularyRepository(app.ctx.db),
      app.ctx.services.vocabulary,
      app.ctx.services.usage,
      app.ctx.services.wordStatuses,
    );
    const user = { id: userId } as Parameters<VocabularyExchangeService['import']>[0];
    await expect(
      service.import(user, {
        content: 'word,language\nuno,SPANISH\nun,FRENCH\n',
        mapping: { word: 0, language: 1 },
      }),
    ).rejects.toThrow('disk full');
    expect(calls).toBe(2);
    failing.mockRestore();
    expect(await words()).toEqual([]);
  });

  it('imports into the importing learner’s vocabulary only', async () => {
    const other = await createUser(app);
    const otherClient = await loggedInClient(app, other);
    await otherClient.post(`${V}import/`, {
      content: 'word\nsolo\n',
      mapping: { word: 0 },
      language: 'ITALIAN',
    });
    expect(await words()).toEqual([]);
    expect((await client.get(V)).json().results).toEqual([]);
  });
});
