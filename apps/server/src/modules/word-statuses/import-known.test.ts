import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart } from '../../../test/images.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';
import { insertEntry } from '../vocabulary/vocabulary.fixtures.js';

const W = '/api/reeprise/word_statuses/';
const V = '/api/reeprise/vocabulary/';
const MODERN_FIXTURE = new URL('../../../test/fixtures/anki-modern.apkg', import.meta.url);

let app: FastifyInstance;
let client: TestClient;
let userId: number;

beforeEach(async () => {
  app = await buildTestApp();
  const user = await createUser(app);
  userId = user.id;
  client = await loggedInClient(app, user);
});
afterEach(async () => {
  await app.close();
});

const knownForms = async (language = 'SPANISH') => (await client.get(`${V}known_forms/?language=${language}`)).json();
const vocabulary = async () => (await client.get(V)).json().results;

describe('importing known words from a word list', () => {
  it('marks every word of each line known where new, never over an ignored word or a vocabulary entry', async () => {
    await insertEntry(app, userId, 'perro');
    await client.post(W, { language: 'SPANISH', words: ['Pepe'], status: 'ignored' });
    const content = 'Gato\r\nperro\n\n  casa  \rPepe\n1984\ntomar el pelo\ngato\n';
    const answer = await client.post(`${W}import/`, { language: 'SPANISH', content });
    expect(answer.statusCode).toBe(200);
    // gato, casa, tomar, el, pelo new; perro (entry), pepe (ignored) and the second gato unchanged; 1984 skipped
    expect(answer.json()).toEqual({ marked_known: 5, unchanged: 3, skipped: 1 });
    expect(await knownForms()).toEqual({
      forms: ['casa', 'el', 'gato', 'pelo', 'perro', 'tomar'],
      learning: ['perro'],
      ignored: ['pepe'],
    });
    expect((await client.post(`${W}import/`, { language: 'SPANISH', content })).json()).toEqual({ marked_known: 0, unchanged: 8, skipped: 1 });
    // an imported word is a status, not a vocabulary entry
    expect((await vocabulary()).map((entry: { word: string }) => entry.word)).toEqual(['perro']);
  });

  it('refuses more than 10,000 lines, an empty list, another field and a missing session or token', async () => {
    const lines = (count: number) => Array.from({ length: count }, (_, i) => `palabra${i.toString(36).replace(/\d/g, 'x')}`).join('\n');
    expect((await client.post(`${W}import/`, { language: 'SPANISH', content: lines(10_000) })).statusCode).toBe(200);
    expect((await client.post(`${W}import/`, { language: 'SPANISH', content: `${lines(10_000)}\nmás` })).statusCode).toBe(400);
    expect((await client.post(`${W}import/`, { language: 'SPANISH', content: '' })).statusCode).toBe(400);
    expect((await client.post(`${W}import/`, { language: 'SPANISH', content: 'gato', as_known: true })).statusCode).toBe(400);
    expect((await client.post(`${W}import/`, { language: 'SPANISH', content: 'gato' }, { csrf: false })).statusCode).toBe(403);
    const guest = new TestClient(app);
    await guest.get('/accounts/whoami');
    expect((await guest.post(`${W}import/`, { language: 'SPANISH', content: 'gato' })).statusCode).toBe(401);
  });
});

describe('importing a CSV or an Anki deck as known', () => {
  it('marks the word column known instead of adding vocabulary, and reports what it did', async () => {
    await insertEntry(app, userId, 'perro');
    const content = 'word,translation\ngato,cat\nperro,dog\n42,the answer\nel gato,the cat\n';
    const report = await client.post(`${V}import/`, { content, mapping: { word: 0, translation: 1 }, language: 'SPANISH', as_known: true });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual({ added: 2, merged: 2, skipped: 1, skipped_rows: [{ row: 4, reason: 'not_a_word' }] });
    expect((await knownForms()).forms).toEqual(['el', 'gato', 'perro']);
    expect((await vocabulary()).map((entry: { word: string }) => entry.word)).toEqual(['perro']);
  });

  it('marks an Anki note type’s words known', async () => {
    const file = readFileSync(MODERN_FIXTURE);
    const form = multipart(
      { note_type: '1690000000123', mapping: JSON.stringify({ word: 0, translation: 1 }), language: 'GERMAN', as_known: 'true' },
      { file: { data: file, filename: 'deck.apkg', contentType: 'application/octet-stream' } },
    );
    const report = await client.post(`${V}import/anki/`, form.payload, { headers: form.headers });
    expect(report.json()).toEqual({ added: 5, merged: 0, skipped: 0, skipped_rows: [] });
    expect((await knownForms('GERMAN')).forms).toEqual(['der', 'die', 'hund', 'katze', 'laufen']);
    expect(await vocabulary()).toEqual([]);
  });
});
