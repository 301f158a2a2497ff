import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { multipart } from '../../../test/images.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';
import { insertEntry } from '../vocabulary/vocabulary.fixtures.js';
import { findUsedByForms, withPracticeWords } from './practice-words.js';

describe('findUsedByForms', () => {
  it('counts a word used when the text holds it or any form the learner met, as whole words', () => {
    const asked = [
      { word: 'comer', forms: ['comer', 'comen'] },
      { word: 'perro', forms: ['perro'] },
      { word: 'gato', forms: ['gato', 'gatos'] },
      { word: 'de nuevo', forms: ['de nuevo'] },
      { word: 'sol', forms: ['sol'] },
    ];
    const { used, usedForms } = findUsedByForms('Los Gatos comen. ¡De nuevo! Un perrito.', asked, 'SPANISH');
    expect(used).toEqual(['comer', 'gato', 'de nuevo']);
    expect(usedForms).toEqual(['comen', 'de', 'gatos', 'nuevo']);
  });

  it('puts the words into the last user message as data', () => {
    const messages = withPracticeWords(
      [
        { role: 'system', content: 'rules' },
        { role: 'user', content: 'Write.' },
      ],
      ['perro', '<b>gato</b>'],
    );
    expect(messages[0]).toEqual({ role: 'system', content: 'rules' });
    expect(messages[1].content).toContain('<words>\nperro\nb gato /b\n</words>');
    expect(withPracticeWords([{ role: 'user', content: 'Write.' }], [])).toEqual([{ role: 'user', content: 'Write.' }]);
  });
});

const BASE = '/api/reeprise/generated_texts/';
const FORM = { text_type: 'STORY', language: 'SPANISH', level: 'A2', word_number: '100', topic: 'El parque' };

describe('Practise my words', () => {
  let fake: FakeOpenAiServer;
  let app: FastifyInstance;
  let client: TestClient;
  let userId: number;

  beforeEach(async () => {
    fake = await startFakeOpenAiServer();
    app = await buildTestApp({
      llm: { provider: 'openai', baseUrl: fake.url, apiKey: 'sk-test', model: 'm', visionModel: 'v', demoDelayMs: 0 },
    });
    const user = await createUser(app);
    userId = user.id;
    client = await loggedInClient(app, user);
  });
  afterEach(async () => {
    await app.close();
    await fake.close();
  });

  const create = async (fields: Record<string, string>) => {
    const form = multipart(fields, {});
    const response = await client.post(BASE, form.payload, { headers: form.headers });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it('asks for up to 8 due or weakest words of the language, records them and reports those used', async () => {
    await insertEntry(app, userId, 'perro', { streak: 4, fsrs: { dueInDays: -3, stability: 2 } });
    await insertEntry(app, userId, 'gato', { streak: 5, fsrs: { dueInDays: -1, stability: 4 } });
    for (const [i, word] of ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete'].entries()) {
      await insertEntry(app, userId, word, { streak: i, reviewedDaysAgo: 1 });
    }
    await insertEntry(app, userId, 'fuerte', { streak: 9, fsrs: { dueInDays: 30, stability: 40 } });
    await insertEntry(app, userId, 'hund', { language: 'GERMAN', fsrs: { dueInDays: -9, stability: 1 } });
    await insertEntry(app, userId, 'pendiente', { status: 'PENDING' });
    // a form met while reading counts as using the word
    await app.ctx.db
      .updateTable('vocabulary_usages')
      .set({ surface: 'gatos' })
      .where('surface', '=', 'gato')
      .execute();

    fake.enqueue({ text: 'El perro y los gatos juegan. Uno, dos. Nada más.' });
    const created = await create({ ...FORM, practise_words: 'true' });
    expect(created.practice_words).toEqual({
      asked: ['perro', 'gato', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'],
      used: null,
      used_forms: [],
    });
    await drainJobs(app);
    const prompt = JSON.stringify(fake.requests[0].body.messages);
    expect(prompt).toContain('<words>\\nperro\\ngato\\nuno');
    expect(prompt).not.toContain('hund');
    const text = (await client.get(`${BASE}${created.id}/`)).json();
    expect(text.status).toBe('COMPLETE');
    expect(text.practice_words).toEqual({
      asked: ['perro', 'gato', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis'],
      used: ['perro', 'gato', 'uno', 'dos'],
      used_forms: ['dos', 'gatos', 'perro', 'uno'],
    });
  });

  it('is off by default, and a learner without words gets an empty list', async () => {
    fake.enqueue({ text: 'Hola.' }, { text: 'Hola.' });
    expect((await create(FORM)).practice_words).toBeNull();
    expect((await create({ ...FORM, practise_words: 'true' })).practice_words).toEqual({ asked: [], used: null, used_forms: [] });
    await drainJobs(app);
    expect(JSON.stringify(fake.requests.map((r) => r.body.messages))).not.toContain('<words>\\n');
    const form = multipart({ ...FORM, practise_words: 'maybe' }, {});
    expect((await client.post(BASE, form.payload, { headers: form.headers })).statusCode).toBe(400);
  });

  it('chapters match their words by the creator’s forms too, and report the forms for marking', async () => {
    await insertEntry(app, userId, 'comer');
    await app.ctx.db.updateTable('vocabulary_usages').set({ surface: 'comen' }).execute();
    const textId = await insertCompleteText(app, userId, 'Ana camina.');
    fake.enqueue({ text: 'Los niños comen pan. El sol brilla.' });
    await client.post(`${BASE}${textId}/generate_chapter/`, { words: ['comer', 'luna'] });
    await drainJobs(app);
    const chapter = (await client.get(`${BASE}${textId}/chapters/1/`)).json();
    expect(chapter).toMatchObject({ words: ['comer', 'luna'], used_words: ['comer'], used_forms: ['comen'] });
  });
});
