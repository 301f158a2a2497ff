import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFakeModelApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { multipart } from '../../../test/images.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { loggedInClient, type TestClient } from '../../../test/test-client.js';

const T = '/api/reeprise/generated_texts/';
let fake: FakeOpenAiServer;
let app: FastifyInstance;
let learner: TestClient;
let learnerId: number;

beforeEach(async () => {
  fake = await startFakeOpenAiServer();
  app = await buildFakeModelApp(fake.url);
  const user = await createUser(app);
  learnerId = user.id;
  learner = await loggedInClient(app, user);
});
afterEach(async () => {
  await app.close();
  await fake.close();
});

const promptOf = (i: number) =>
  fake.requests[i].body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');

async function createText(fields: Record<string, string>) {
  const form = multipart({ text_type: 'STORY', language: 'SPANISH', word_number: '100', topic: 'El mercado', ...fields });
  const answer = await learner.post(T, form.payload, { headers: form.headers });
  expect(answer.statusCode, answer.body).toBe(201);
  await drainJobs(app);
  return answer.json<{ id: number }>().id;
}

/** `count` distinct Spanish-looking forms, marked known for the learner. */
async function markKnown(count: number) {
  const words = Array.from({ length: count }, (_, i) => `palabra${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
  expect((await learner.post('/api/reeprise/word_statuses/', { language: 'SPANISH', words, status: 'known' })).statusCode).toBe(200);
}

describe('prompts at the learner’s level (issue 36)', () => {
  it('asks each level for its sentence length, clauses, tenses and band, without a learner band for a new learner', async () => {
    fake.enqueue({ text: 'Uno.' }, { text: 'Dos.' });
    await createText({ level: 'A2' });
    await createText({ level: 'B2' });
    const [a2, b2] = [promptOf(0), promptOf(1)];
    expect(a2).toMatch(/Level A2 \(elementary\)\. Sentences: mostly 6 to 12 words, never more than 15; at most one subordinate clause/);
    expect(a2).toMatch(/Grammar: present, the common past tenses and the near future/);
    expect(a2).toMatch(/Stay inside the 1,000 most common words of the language: at most 1 in 20 running words may lie outside them/);
    expect(b2).toMatch(/never more than 28/);
    expect(b2).toMatch(/passive voice/);
    expect(b2).toMatch(/Stay inside the 4,000 most common words/);
    expect(a2).not.toMatch(/This learner knows/);
  });

  it('names the learner’s own band and target share once they know 200 words, in texts, chapters and practice texts', async () => {
    await markKnown(250);
    await learner.patch('/api/reeprise/user_settings/', { target_known_share: 0.9 });
    fake.enqueue({ text: 'Uno.' }, { text: 'Dos.' });
    await createText({ level: 'A1' });
    const textId = await insertCompleteText(app, learnerId, 'Ana compra pan.');
    await learner.post(`${T}${textId}/generate_chapter/`, { words: ['perro'] });
    await drainJobs(app);
    await learner.post(`${T}${textId}/add_vocabulary/`, { word_start_index: 4, word_end_index: 10 });
    fake.enqueue({ json: { base_form: 'comprar', translation: 'buy', mnemonic: 'm', part_of_speech: 'verb' } }, { text: 'Tres.' });
    await drainJobs(app);
    await createText({ level: 'A1', practise_words: 'true' });
    // requests: 0 the text, 1 the chapter, 2 the vocabulary lookup, 3 the practice text
    for (const i of [0, 1, 3]) {
      const prompt = promptOf(i);
      expect(prompt, `request ${i}`).toMatch(
        /This learner knows about 250 words of the language\. Write mostly among the 300 most common words: at least 90 % of the running words should be among them, so at most 1 in 10 running words lies outside\./,
      );
      expect(prompt, `request ${i}`).toMatch(/at most 1 in 10 running words may lie outside them/);
    }
    expect(promptOf(1)).toMatch(/Write the next chapter/);
    // practice words are the learner's own: the band does not hold them back
    expect(promptOf(3)).toMatch(/<words>\ncomprar\n<\/words>/);
    expect(promptOf(3)).toMatch(/they do not count against the frequency band/);
  });

  it('says nothing of a learner band below 200 known words', async () => {
    await markKnown(199);
    fake.enqueue({ text: 'Uno.' });
    await createText({ level: 'A1' });
    expect(promptOf(0)).not.toMatch(/This learner knows/);
  });
});
