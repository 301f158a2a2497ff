import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFakeModelApp, buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { startFakeOpenAiServer } from '../../../test/fake-openai-server.js';
import { drainJobs } from '../../../test/queue.js';
import { insertCompleteText } from '../../../test/texts.js';
import { anonymousClient, loggedInClient, type TestClient } from '../../../test/test-client.js';
import { UserSettingsRepository } from '../user-settings/user-settings.repository.js';
import { writeDictd } from './dictd.fixtures.js';
import { runDictionariesCommand } from './dictionaries-command.js';
import { DictionariesRepository } from './dictionaries.repository.js';
import { DictionariesService } from './dictionaries.service.js';

const LOOKUP = '/api/reeprise/dictionary/lookup/';
let app: FastifyInstance;
let service: DictionariesService;
let client: TestClient;
let userId: number;
let dir: string;
let printed: string[];

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-dict-'));
  app = await buildTestApp();
  service = new DictionariesService(
    new DictionariesRepository(app.ctx.db),
    new UserSettingsRepository(app.ctx.db),
  );
  const user = await createUser(app);
  userId = user.id;
  client = await loggedInClient(app, user);
  printed = [];
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The CLI's command as `npm run dictionaries -- …` typed in `dir`. */
const cli = (...argv: string[]) =>
  runDictionariesCommand(argv, service, {
    print: (l) => printed.push(l),
    fail: (l) => printed.push(l),
    cwd: dir,
  });
const lookup = (word: string, language = 'SPANISH', c = client) =>
  c.get(`${LOOKUP}?language=${language}&word=${encodeURIComponent(word)}`);
const headwords = async (word: string, language = 'SPANISH') =>
  (await lookup(word, language))
    .json<{ entries: Array<{ headword: string }> }>()
    .entries.map((e) => e.headword);
const countEntries = async () =>
  Number(
    (
      await app.ctx.db
        .selectFrom('dictionary_entries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const SPA_ENG: Array<[string, string]> = [
  ['casa', 'house\nhome'],
  ['gato', 'cat'],
  ['luz', 'light'],
  ['Perro', 'dog'],
  ['comer', 'to eat'],
];
/** Fixtures for inflected forms only Hunspell's stems reach (issue 35). */
const SPA_ENG_VERBS: Array<[string, string]> = [
  ['hablar', 'to speak'],
  ['pequeño', 'small'],
  ['tranquilo', 'calm; quiet'],
];

describe('npm run dictionaries', () => {
  it('imports a dictd file given relative to where the command was typed, lists and removes it', async () => {
    writeDictd(dir, 'spa-eng', SPA_ENG, { short: 'Spanish-English FreeDict' });
    expect(await cli('import', 'spa-eng.index')).toBe(0);
    expect(printed.at(-1)).toBe(
      "Imported 'spa-eng' (Spanish-English FreeDict): 5 entries, SPANISH → ENGLISH.",
    );
    expect(await cli('list')).toBe(0);
    expect(printed.at(-1)).toMatch(/^spa-eng {2}SPANISH → ENGLISH {2}5 entries {2}Spanish-English FreeDict$/);
    expect(await countEntries()).toBe(5);
    expect(await cli('remove', 'spa-eng')).toBe(0);
    expect(await countEntries()).toBe(0);
    expect(await service.list()).toEqual([]);
    expect(await cli('remove', 'spa-eng')).toBe(1);
    expect(await cli('frobnicate')).toBe(2);
  });

  it('imports Debian’s freedict-spa-eng.index, .dict.dz beside it, without --from (issue 35)', async () => {
    writeDictd(dir, 'freedict-spa-eng', SPA_ENG, { compress: true, short: 'Spanish-English FreeDict' });
    expect(await cli('import', 'freedict-spa-eng.index')).toBe(0);
    expect(printed.at(-1)).toBe(
      "Imported 'freedict-spa-eng' (Spanish-English FreeDict): 5 entries, SPANISH → ENGLISH.",
    );
  });

  it('imports a .dict.dz with the pair from --from/--to', async () => {
    writeDictd(dir, 'mydict', [['maison', 'Haus']], { compress: true });
    await expect(cli('import', 'mydict')).rejects.toThrow(/--from/);
    expect(await cli('import', 'mydict.dict.dz', '--from', 'FRENCH', '--to', 'GERMAN')).toBe(0);
    expect((await service.list())[0]).toMatchObject({
      name: 'mydict',
      fromLanguage: 'FRENCH',
      toLanguage: 'GERMAN',
    });
  });

  it('changes nothing when a file is broken half-way or the name is taken', async () => {
    const base = writeDictd(dir, 'spa-eng', SPA_ENG);
    expect(await cli('import', base)).toBe(0);
    const broken = writeDictd(dir, 'ita-eng', [
      ['casa', 'house'],
      ['cane', 'dog'],
    ]);
    writeFileSync(`${broken}.index`, `casa\tA\tK\ncane\tA\t///\n`);
    await expect(cli('import', broken)).rejects.toThrow(/points past the end/);
    await expect(cli('import', base)).rejects.toThrow(/already imported/);
    expect(await countEntries()).toBe(5);
    expect((await service.list()).map((d) => d.name)).toEqual(['spa-eng']);
  });

  it('lets only one of two concurrent imports of the same name through', async () => {
    const base = writeDictd(dir, 'spa-eng', SPA_ENG);
    const results = await Promise.allSettled([service.importFile(base), service.importFile(base)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await countEntries()).toBe(5);
  });

  it('rolls back a failure inside the transaction, after some rows were written', async () => {
    // more rows than one INSERT batch, so the first batch and the dictionary row are written before the failure
    const repository = new DictionariesRepository(app.ctx.db);
    const entries = Array.from({ length: 600 }, (_, i) => ({
      headword: `w${i}`,
      headwordKey: `w${i}`,
      definition: 'd',
    }));
    // a null definition violates NOT NULL on both engines, in the second batch
    (entries[550] as { definition: string | null }).definition = null;
    await expect(
      repository.insert({ name: 'big', title: 'Big', from: 'SPANISH', to: 'ENGLISH', now: 'now' }, entries),
    ).rejects.toThrow();
    expect(await countEntries()).toBe(0);
    expect(await service.list()).toEqual([]);
  });
});

describe('GET /api/reeprise/dictionary/lookup/', () => {
  beforeEach(async () => {
    writeDictd(dir, 'spa-eng', SPA_ENG);
    writeDictd(dir, 'spa-deu', [['casa', 'Haus']]);
    writeDictd(dir, 'fra-eng', [['casa', 'not Spanish']]);
    for (const name of ['spa-eng', 'spa-deu', 'fra-eng']) await cli('import', name);
  });

  it('finds the clicked form, any case, and its plural base form, into the learner’s mother tongue', async () => {
    const answer = await lookup('Casas');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      language: 'SPANISH',
      mother_tongue: 'ENGLISH',
      entries: [
        {
          headword: 'casa',
          matched_form: 'casa',
          definition: 'casa /pron/\nhouse\nhome',
          dictionary: 'spa-eng',
          translates_into: 'ENGLISH',
        },
      ],
    });
    expect(await headwords('PERRO')).toEqual(['Perro']);
    expect(await headwords('luces')).toEqual(['luz']);
    expect(await headwords('casa', 'GREEK_LATIN_TRANSCRIPTION')).toEqual([]);
    await client.patch('/api/reeprise/user_settings/', { mother_tongue: 'GERMAN' });
    expect((await lookup('casa')).json()).toMatchObject({
      mother_tongue: 'GERMAN',
      entries: [{ definition: 'casa /pron/\nHaus', translates_into: 'GERMAN' }],
    });
  });

  it('finds an inflected form under the base form Hunspell gives, after the exact form (issue 35)', async () => {
    writeDictd(dir, 'spa-eng-verbs', SPA_ENG_VERBS);
    await cli('import', 'spa-eng-verbs', '--from', 'SPANISH', '--to', 'ENGLISH');
    const found = (await lookup('Hablaban')).json<{
      entries: Array<{ headword: string; matched_form: string }>;
    }>();
    expect(found.entries).toEqual([expect.objectContaining({ headword: 'hablar', matched_form: 'hablar' })]);
    expect(await headwords('pequeñas')).toEqual(['pequeño']);
    expect(await headwords('tranquila')).toEqual(['tranquilo']);
    // the plural with its own entry comes first, the verb `casar` Hunspell also offers is in no dictionary
    expect(await headwords('casas')).toEqual(['casa']);
  });

  it('gives a German-speaking learner the English entries, marked, when none translates into German', async () => {
    await client.patch('/api/reeprise/user_settings/', { mother_tongue: 'GERMAN' });
    // spa-deu knows only `casa`; `gato` is only in spa-eng
    expect((await lookup('gatos')).json()).toMatchObject({
      mother_tongue: 'GERMAN',
      entries: [{ headword: 'gato', definition: 'gato /pron/\ncat', translates_into: 'ENGLISH' }],
    });
    expect((await lookup('casa')).json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({ translates_into: 'GERMAN' }),
    ]);
  });

  it('uses the base form the learner’s vocabulary knows for a clicked form', async () => {
    // `juegan` is listed by Hunspell as a word of its own, and no table has `jugar` (u → ue): only the
    // vocabulary knows it is `jugar`
    writeDictd(dir, 'spa-eng-jugar', [['jugar', 'to play']]);
    await cli('import', 'spa-eng-jugar', '--from', 'SPANISH', '--to', 'ENGLISH');
    expect(await headwords('juegan')).toEqual([]);
    const textId = await insertCompleteText(app, userId, 'Los gatos juegan.');
    const { id } = await app.ctx.db
      .insertInto('vocabularies')
      .values({
        user_id: userId,
        language: 'SPANISH',
        word: 'jugar',
        normalized: 'jugar',
        status: 'COMPLETE',
        created_at: 'now',
        updated_at: 'now',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.ctx.db
      .insertInto('vocabulary_usages')
      .values({
        vocabulary_id: id,
        user_id: userId,
        generated_text_id: textId,
        chapter_id: null,
        chapter_number: 0,
        start_idx: 10,
        end_idx: 15,
        surface: 'juegan',
        sentence: 'Los gatos juegan.',
        created_at: 'now',
        text_created_at: 'now',
      })
      .execute();
    expect(await headwords('juegan')).toEqual(['jugar']);
  });

  it('answers at most 10 entries, exact form first', async () => {
    writeDictd(dir, 'big', [
      ...Array.from({ length: 12 }, (): [string, string] => ['gatos', 'cats']),
      ['gato', 'cat'],
    ]);
    await cli('import', 'big', '--from', 'SPANISH', '--to', 'ENGLISH');
    const found = (await lookup('gatos')).json<{ entries: Array<{ matched_form: string }> }>();
    expect(found.entries).toHaveLength(10);
    expect(found.entries.every((e) => e.matched_form === 'gatos')).toBe(true);
  });

  it('refuses anonymous callers and bad input with a clear 4xx', async () => {
    expect((await lookup('casa', 'SPANISH', await anonymousClient(app))).statusCode).toBe(401);
    const badLanguage = await lookup('casa', 'KLINGON');
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json()).toHaveProperty('detail');
    expect((await lookup('')).statusCode).toBe(400);
    expect((await lookup('x'.repeat(101))).statusCode).toBe(400);
  });
});

describe('translation without an LLM key', () => {
  it('takes the dictionary’s entry as the new word’s translation, with an empty mnemonic', async () => {
    writeDictd(dir, 'spa-eng', SPA_ENG);
    await cli('import', 'spa-eng');
    const textId = await insertCompleteText(app, userId, 'Las casas y un zorro.');
    const add = (start: number, end: number) =>
      client.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, {
        word_start_index: start,
        word_end_index: end,
      });
    expect((await add(4, 9)).statusCode).toBe(201);
    expect((await add(15, 20)).statusCode).toBe(201);
    await drainJobs(app);
    const list = (await client.get('/api/reeprise/vocabulary/')).json<{
      results: Array<{ word: string; translation: string; mnemonic: string; status: string }>;
    }>();
    const byWord = Object.fromEntries(list.results.map((v) => [v.word, v]));
    expect(byWord.casa).toMatchObject({ status: 'COMPLETE', translation: 'house; home', mnemonic: '' });
    // no entry and no model: saved without a translation, never with an invented one (issue 35)
    expect(byWord.zorro).toMatchObject({ status: 'COMPLETE', translation: '', mnemonic: '' });
  });

  it('stores the base form of an inflected click with the dictionary’s translation', async () => {
    writeDictd(dir, 'spa-eng', SPA_ENG_VERBS);
    await cli('import', 'spa-eng');
    const textId = await insertCompleteText(app, userId, 'Ellos hablaban.');
    await client.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, {
      word_start_index: 6,
      word_end_index: 14,
    });
    await drainJobs(app);
    const list = (await client.get('/api/reeprise/vocabulary/')).json<{
      results: Array<{ word: string; forms: string[]; translation: string }>;
    }>();
    expect(list.results).toMatchObject([
      { word: 'hablar', forms: ['hablar', 'hablaban'], translation: 'to speak' },
    ]);
  });

  it('marks an English entry used for a German-speaking learner with its language', async () => {
    writeDictd(dir, 'spa-eng', SPA_ENG);
    await cli('import', 'spa-eng');
    await client.patch('/api/reeprise/user_settings/', { mother_tongue: 'GERMAN' });
    const textId = await insertCompleteText(app, userId, 'Los gatos.');
    await client.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, {
      word_start_index: 4,
      word_end_index: 9,
    });
    await drainJobs(app);
    const list = (await client.get('/api/reeprise/vocabulary/')).json<{
      results: Array<{ word: string; translation: string }>;
    }>();
    expect(list.results).toMatchObject([{ word: 'gato', translation: 'EN: cat' }]);
  });

  it('keeps the demo writer’s sample gloss only in a text the demo writer wrote', async () => {
    const textId = await insertCompleteText(app, userId, 'Un zorro.');
    await app.ctx.db.updateTable('generated_texts').set({ is_demo: 1 }).where('id', '=', textId).execute();
    await client.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, {
      word_start_index: 3,
      word_end_index: 8,
    });
    await drainJobs(app);
    const list = (await client.get('/api/reeprise/vocabulary/')).json<{
      results: Array<{ translation: string }>;
    }>();
    expect(list.results).toMatchObject([{ translation: '(demo) meaning of “zorro”' }]);
  });

  it('leaves a real model’s translation and mnemonic alone', async () => {
    const fake = await startFakeOpenAiServer({
      fallback: {
        json: {
          base_form: 'casa',
          translation: 'house (LLM)',
          mnemonic: 'A casa is a house.',
          part_of_speech: 'noun',
        },
      },
    });
    const llmApp = await buildFakeModelApp(fake.url);
    try {
      const llmService = new DictionariesService(
        new DictionariesRepository(llmApp.ctx.db),
        new UserSettingsRepository(llmApp.ctx.db),
      );
      await llmService.importFile(writeDictd(dir, 'spa-eng', SPA_ENG));
      const user = await createUser(llmApp);
      const llmClient = await loggedInClient(llmApp, user);
      const textId = await insertCompleteText(llmApp, user.id, 'Las casas.');
      await llmClient.post(`/api/reeprise/generated_texts/${textId}/add_vocabulary/`, {
        word_start_index: 4,
        word_end_index: 9,
      });
      await drainJobs(llmApp);
      const list = (await llmClient.get('/api/reeprise/vocabulary/')).json<{
        results: Array<{ translation: string; mnemonic: string }>;
      }>();
      expect(list.results).toMatchObject([{ translation: 'house (LLM)', mnemonic: 'A casa is a house.' }]);
    } finally {
      await llmApp.close();
      await fake.close();
    }
  });
});
