import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { fakeModelLearner } from '../../../test/learner-app.js';
import type { TestClient } from '../../../test/test-client.js';

// Phrases, the language-aware splitter and words of a text still streaming (issue 17 §2-4, decision 014).
const TEXT = 'El gato come. ¡Los gatos comen pescado, y el perro (Max) duerme en la casa de su amigo!';
const FRENCH = "J'ai vu l'homme et l'arc-en-ciel aujourd'hui.";
const span = (text: string, part: string) => {
  const start = text.indexOf(part);
  if (start < 0) throw new Error(`${part} is not in the text`);
  return { word_start_index: start, word_end_index: start + part.length };
};
const V = '/api/reeprise/vocabulary/';

let fake: FakeOpenAiServer;
let app: FastifyInstance;
let client: TestClient;
let userId: number;
let textId: number;

beforeEach(async () => {
  ({ fake, app, userId, client, textId } = await fakeModelLearner(
    { json: { base_form: 'x', translation: 'x', mnemonic: 'x', part_of_speech: 'noun' } },
    TEXT,
  ));
});
afterEach(async () => {
  await app.close();
  await fake.close();
});

const add = (body: Record<string, unknown>, id = textId) =>
  client.post(`/api/reeprise/generated_texts/${id}/add_vocabulary/`, body);

describe('phrases', () => {
  it('saves 2-6 adjacent words as one entry, translated as a phrase', async () => {
    fake.enqueue({
      json: { base_form: 'Los gatos comen', translation: 'the cats eat', mnemonic: 'm', part_of_speech: 'phrase' },
    });
    const created = await add(span(TEXT, 'Los gatos comen'));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ word: 'los gatos comen', status: 'PENDING', forms: ['los gatos comen'] });
    await drainJobs(app);
    const prompt = JSON.stringify(fake.requests[0].body.messages);
    expect(prompt).toContain('Phrase: <word>los gatos comen</word>');
    expect(prompt).toContain('keeping every word of the phrase');
    const [entry] = (await client.get(V)).json().results;
    expect(entry).toMatchObject({ word: 'Los gatos comen', translation: 'the cats eat', part_of_speech: 'phrase' });
    // highlighted like a word, and counted like one
    expect((await client.get(`${V}known_forms/?language=SPANISH`)).json().forms).toContain('los gatos comen');
    expect((await client.get(`${V}stats/`)).json().total_created).toBe(1);
  });

  it('accepts six words and a phrase over punctuation, refuses seven and spans that cut words', async () => {
    expect((await add(span(TEXT, 'duerme en la casa de su'))).statusCode).toBe(201);
    expect((await add(span(TEXT, 'pescado, y'))).statusCode).toBe(201);
    const seven = await add(span(TEXT, 'duerme en la casa de su amigo'));
    expect(seven.statusCode).toBe(400);
    expect(seven.json()).toMatchObject({ code: 'phrase_too_long', params: { count: 6 } });
    for (const part of ['gatos come', '¡Los gatos', 'Los gatos comen ', 'perro (']) {
      const bad = await add(span(TEXT, part));
      expect(bad.statusCode, part).toBe(400);
      expect(bad.json().code, part).toBe('not_whole_words');
    }
    // (the fake LLM names every entry 'x', so the two may have been merged into one)
    const entries: Array<{ usages: unknown[] }> = (await client.get(V)).json().results;
    expect(entries.flatMap((entry) => entry.usages)).toHaveLength(2);
  });

  it('keeps a word and a phrase that start at the same place apart', async () => {
    const word = await add(span(TEXT, 'gatos'));
    const phrase = await add(span(TEXT, 'gatos comen'));
    expect([word.statusCode, phrase.statusCode]).toEqual([201, 201]);
    expect(phrase.json().id).not.toBe(word.json().id);
    // the same place again is the same entry, without a new usage
    const again = await add(span(TEXT, 'gatos comen'));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: phrase.json().id, usages: [expect.anything()] });
  });
});

describe('the language-aware splitter on the server', () => {
  let french: number;
  beforeEach(async () => {
    french = await insertCompleteText(app, userId, FRENCH, { language: 'FRENCH' });
  });

  it("takes l' and homme as words, l'homme as a phrase and arc-en-ciel as one word", async () => {
    expect((await add(span(FRENCH, "l'"), french)).statusCode).toBe(201);
    expect((await add(span(FRENCH, 'homme'), french)).statusCode).toBe(201);
    expect((await add(span(FRENCH, "l'homme"), french)).statusCode).toBe(201);
    expect((await add(span(FRENCH, 'arc-en-ciel'), french)).statusCode).toBe(201);
    expect((await add(span(FRENCH, "aujourd'hui"), french)).statusCode).toBe(201);
    for (const part of ['arc', 'ciel', 'aujourd']) expect((await add(span(FRENCH, part), french)).statusCode, part).toBe(400);
  });

  it('answers an old usage at its place even where the splitter now sees no word (decision 014)', async () => {
    const arc = span(FRENCH, 'arc');
    const now = new Date().toISOString();
    const { id } = await app.ctx.db
      .insertInto('vocabularies')
      .values({ user_id: userId, language: 'FRENCH', word: 'arc', normalized: 'arc', status: 'COMPLETE', error: null, last_reviewed_at: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.ctx.db
      .insertInto('vocabulary_usages')
      .values({ vocabulary_id: id, user_id: userId, generated_text_id: french, chapter_id: null, chapter_number: 0, start_idx: arc.word_start_index, end_idx: arc.word_end_index, surface: 'arc', sentence: FRENCH, created_at: now, text_created_at: now })
      .execute();
    const again = await add(arc, french);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);
  });
});

describe('words of a text still being written', () => {
  const streaming = async (stored: string) => {
    await app.ctx.db.updateTable('generated_texts').set({ status: 'PENDING', output: stored }).where('id', '=', textId).execute();
  };

  it('takes finished words of the stored progress, not the word being written', async () => {
    await streaming('El gato come. ¡Los ga');
    expect((await add(span(TEXT, 'gato'))).statusCode).toBe(201);
    expect((await add(span(TEXT, 'gato come'))).statusCode).toBe(201);
    expect((await add(span(TEXT, 'Los'))).statusCode).toBe(201);
    const gatos = TEXT.indexOf('gatos');
    const writing = await add({ word_start_index: gatos, word_end_index: gatos + 2 });
    expect(writing.statusCode).toBe(409);
    expect(writing.json().code).toBe('word_not_written_yet');
    expect((await add(span(TEXT, 'gatos'))).statusCode).toBe(409);
    expect((await add(span(TEXT, 'perro'))).statusCode).toBe(409);
  });

  it('takes words the live stream has sent beyond the stored progress, with the same splitter', async () => {
    await streaming('El gato');
    const target = { text_id: textId, chapter_number: null };
    await app.ctx.realtime.live.begin(target);
    await app.ctx.realtime.live.append(target, 'El gato come. ¡Los gatos comen pes');
    expect((await add(span(TEXT, 'gatos comen'))).statusCode).toBe(201);
    expect((await add(span(TEXT, 'come.'))).statusCode).toBe(400);
    expect((await add(span(TEXT, 'pes'))).statusCode).toBe(409);
    const [entry] = (await client.get(V)).json().results;
    expect(entry.usages[0]).toMatchObject({ start_idx: TEXT.indexOf('gatos'), end_idx: TEXT.indexOf('gatos comen') + 11 });
  });
});
