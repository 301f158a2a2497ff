import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../src/db/database.js';
import { buildTestApp, testConfig } from './build-test-app.js';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './fake-openai-server.js';
import { createUser } from './factories.js';
import { multipart, pngImage } from './images.js';
import { drainJobs } from './queue.js';
import { insertCompleteText } from './texts.js';
import { TestClient, loggedInClient } from './test-client.js';

// One row per endpoint of the OpenAPI document × every role, with the status each must get (issue 9).
// An endpoint added without a row fails 'every endpoint has a row'.

type Role = 'anonymous' | 'other' | 'staff' | 'holder' | 'learner' | 'staffExp';
// Owners last: a request that succeeds may consume its fixture.
const ROLES: Role[] = ['anonymous', 'other', 'staff', 'holder', 'learner', 'staffExp'];

interface Fixtures {
  ids: Record<string, number>;
  tokens: Record<string, string>;
  fresh: {
    text: () => Promise<number>;
    account: () => Promise<number>;
    bark: () => Promise<number>;
    wishSpace: () => Promise<number>;
    user: () => Promise<number>;
    /** A new word of the learner's (a text of its own each time, so it is never an existing entry). */
    vocabulary: () => Promise<number>;
  };
}
interface Call {
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}
interface Row {
  build: (f: Fixtures, role: Role) => Call | Promise<Call>;
  expect: Record<Role, number>;
}

const all = (status: number): Record<Role, number> => ({ anonymous: status, other: status, staff: status, holder: status, learner: status, staffExp: status });
const users = (status: number, overrides: Partial<Record<Role, number>> = {}) => ({ ...all(status), anonymous: 401, ...overrides });
/** Owned by the learner: the learner may, everybody else finds nothing. */
const learnerOwns = (status: number) => users(404, { learner: status });
/** Staff with experimental features; the object belongs to staffExp. */
const experimental = (status: number, nonOwner = 404) => users(403, { staffExp: status, ...(nonOwner === 404 ? {} : {}) });
const admin = (status: number) => users(403, { staff: status, staffExp: status });
const permission = (status: number, extra: Partial<Record<Role, number>> = {}) => users(403, { holder: status, ...extra });
const PNG = await pngImage();
const ANKI_PACKAGE = readFileSync(new URL('./fixtures/anki-modern.apkg', import.meta.url));
const ankiForm = (fields: Record<string, string> = {}) =>
  multipart(fields, { file: { data: ANKI_PACKAGE, filename: 'deck.apkg', contentType: 'application/octet-stream' } });

const MATRIX: Record<string, Row> = {
  'GET /api/health': { build: () => ({ url: '/api/health' }), expect: all(200) },
  'GET /accounts/whoami': { build: () => ({ url: '/accounts/whoami' }), expect: all(200) },
  'POST /api/login/': { build: (_f, role) => ({ url: '/api/login/', body: { username: `nobody-${role}`, password: 'wrong password' } }), expect: all(400) },
  'POST /accounts/logout/': { build: () => ({ url: '/accounts/logout/' }), expect: all(200) },
  'GET /api/reeprise/user_settings/': { build: () => ({ url: '/api/reeprise/user_settings/' }), expect: users(200) },
  'PATCH /api/reeprise/user_settings/': { build: () => ({ url: '/api/reeprise/user_settings/', body: { show_welcome_card: true } }), expect: users(200) },
  'GET /api/reeprise/generated_texts/': { build: () => ({ url: '/api/reeprise/generated_texts/' }), expect: users(200) },
  'POST /api/reeprise/generated_texts/': {
    build: () => ({ url: '/api/reeprise/generated_texts/', body: { text_type: 'STORY', language: 'GERMAN', level: 'A1', word_number: 100, topic: 'Matrix' } }),
    expect: users(201),
  },
  'GET /api/reeprise/generated_texts/stats/': { build: () => ({ url: '/api/reeprise/generated_texts/stats/' }), expect: users(200) },
  'GET /api/reeprise/generated_texts/top_viewed/': { build: () => ({ url: '/api/reeprise/generated_texts/top_viewed/' }), expect: users(200) },
  'GET /api/reeprise/generated_texts/{id}/': { build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.privateText}/` }), expect: learnerOwns(200) },
  'PATCH /api/reeprise/generated_texts/{id}/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.publicText}/`, body: { publicly_visible: true } }),
    expect: users(403, { learner: 200 }), // readable by all, changeable by its creator only
  },
  'DELETE /api/reeprise/generated_texts/{id}/': {
    build: async (f) => ({ url: `/api/reeprise/generated_texts/${await f.fresh.text()}/` }),
    expect: users(403, { learner: 204 }), // a public text: readable by all, deletable by its creator only
  },
  'POST /api/reeprise/generated_texts/{id}/increment_view_counter/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.privateText}/increment_view_counter/` }),
    expect: learnerOwns(200),
  },
  'POST /api/reeprise/generated_texts/{id}/retry/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.publicText}/retry/` }),
    expect: users(403, { learner: 409 }), // the creator may, but only a FAILED text
  },
  'GET /api/reeprise/generated_texts/{id}/image/': { build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.imageText}/image/` }), expect: learnerOwns(200) },
  'GET /api/reeprise/generated_texts/{id}/chapters/{n}/': { build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.privateText}/chapters/1/` }), expect: learnerOwns(200) },
  'POST /api/reeprise/generated_texts/{id}/generate_chapter/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.publicText}/generate_chapter/`, body: { words: ['gatto'] } }),
    expect: users(403, { learner: 201 }),
  },
  'POST /api/reeprise/generated_texts/{id}/rewrite/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.publicText}/rewrite/`, body: { direction: 'easier' } }),
    expect: users(403, { learner: 201 }),
  },
  // the learner gets the explanation kept for them (no model needed), everybody else finds nothing
  'POST /api/reeprise/generated_texts/{id}/explain_sentence/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.privateText}/explain_sentence/`, body: { sentence_start: 0, sentence_end: 26 } }),
    expect: learnerOwns(200),
  },
  'GET /api/reeprise/sentence_explanations/{id}/': { build: (f) => ({ url: `/api/reeprise/sentence_explanations/${f.ids.explanation}/` }), expect: learnerOwns(200) },
  'POST /api/reeprise/imported_texts/': {
    build: () => ({ url: '/api/reeprise/imported_texts/', body: { text: 'Il gatto dorme.', language: 'ITALIAN' } }),
    expect: users(201),
  },
  'POST /api/reeprise/imported_texts/detect/': {
    build: () => ({ url: '/api/reeprise/imported_texts/detect/', body: { text: 'Il gatto dorme sul divano tutto il giorno.' } }),
    expect: users(200),
  },
  'POST /api/reeprise/generated_texts/{id}/chapters/{n}/retry/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.privateText}/chapters/1/retry/` }),
    expect: learnerOwns(409),
  },
  'POST /api/reeprise/generated_texts/{id}/add_vocabulary/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.privateText}/add_vocabulary/`, body: { word_start_index: 3, word_end_index: 8 } }),
    expect: learnerOwns(200), // the learner has this word already
  },
  'GET /api/reeprise/vocabulary/': { build: () => ({ url: '/api/reeprise/vocabulary/' }), expect: users(200) },
  'GET /api/reeprise/vocabulary/export/': { build: () => ({ url: '/api/reeprise/vocabulary/export/?format=tsv' }), expect: users(200) },
  'GET /api/reeprise/vocabulary/export/counts/': { build: () => ({ url: '/api/reeprise/vocabulary/export/counts/' }), expect: users(200) },
  'POST /api/reeprise/vocabulary/import/preview/': { build: () => ({ url: '/api/reeprise/vocabulary/import/preview/', body: { content: 'word,translation\r\ngato,cat\r\n' } }), expect: users(200) },
  'POST /api/reeprise/vocabulary/import/': {
    build: () => ({ url: '/api/reeprise/vocabulary/import/', body: { content: 'word\r\nmatrixwort\r\n', mapping: { word: 0 }, language: 'GERMAN' } }),
    expect: users(200),
  },
  'POST /api/reeprise/vocabulary/import/anki/preview/': {
    build: () => {
      const form = ankiForm();
      return { url: '/api/reeprise/vocabulary/import/anki/preview/', body: form.payload, headers: form.headers };
    },
    expect: users(200),
  },
  'POST /api/reeprise/vocabulary/import/anki/': {
    build: () => {
      const form = ankiForm({ note_type: '1690000000123', mapping: '{"word":0,"translation":1}', language: 'GERMAN' });
      return { url: '/api/reeprise/vocabulary/import/anki/', body: form.payload, headers: form.headers };
    },
    expect: users(200),
  },
  'GET /api/reeprise/vocabulary/stats/': { build: () => ({ url: '/api/reeprise/vocabulary/stats/' }), expect: users(200) },
  'GET /api/reeprise/vocabulary/known_forms/': { build: () => ({ url: '/api/reeprise/vocabulary/known_forms/?language=ITALIAN' }), expect: users(200) },
  'POST /api/reeprise/word_statuses/': { build: () => ({ url: '/api/reeprise/word_statuses/', body: { language: 'ITALIAN', words: ['gatto'], status: 'known' } }), expect: users(200) },
  'GET /api/reeprise/word_statuses/stats/': { build: () => ({ url: '/api/reeprise/word_statuses/stats/?language=ITALIAN' }), expect: users(200) },
  'GET /api/reeprise/word_statuses/languages/': { build: () => ({ url: '/api/reeprise/word_statuses/languages/' }), expect: users(200) },
  'GET /api/reeprise/word_statuses/history/': { build: () => ({ url: '/api/reeprise/word_statuses/history/?language=ITALIAN' }), expect: users(200) },
  'POST /api/reeprise/word_statuses/placement/': { build: () => ({ url: '/api/reeprise/word_statuses/placement/', body: { language: 'ITALIAN', level: 'A0' } }), expect: users(200) },
  'POST /api/reeprise/word_statuses/import/': { build: () => ({ url: '/api/reeprise/word_statuses/import/', body: { language: 'ITALIAN', content: 'gatto\ncane' } }), expect: users(200) },
  'DELETE /api/reeprise/word_statuses/placement/': { build: () => ({ url: '/api/reeprise/word_statuses/placement/?language=ITALIAN' }), expect: users(200) },
  'POST /api/reeprise/generated_texts/{id}/mark_read/': {
    build: (f) => ({ url: `/api/reeprise/generated_texts/${f.ids.privateText}/mark_read/`, body: {} }),
    expect: learnerOwns(200),
  },
  'GET /api/reeprise/vocabulary/top_fifteen_priority/': { build: () => ({ url: '/api/reeprise/vocabulary/top_fifteen_priority/' }), expect: users(200) },
  'GET /api/reeprise/vocabulary/due/': { build: () => ({ url: '/api/reeprise/vocabulary/due/' }), expect: users(200) },
  'GET /api/reeprise/dictionary/lookup/': { build: () => ({ url: '/api/reeprise/dictionary/lookup/?language=SPANISH&word=casas' }), expect: users(200) },
  'GET /api/reeprise/vocabulary/progress/': { build: () => ({ url: '/api/reeprise/vocabulary/progress/?tz_offset=-60' }), expect: users(200) },
  'PATCH /api/reeprise/vocabulary/{id}/': { build: (f) => ({ url: `/api/reeprise/vocabulary/${f.ids.vocabulary}/`, body: { mnemonic: 'mine' } }), expect: learnerOwns(200) },
  'POST /api/reeprise/vocabulary/{id}/mark_vocabulary_as_learned/': {
    build: (f) => ({ url: `/api/reeprise/vocabulary/${f.ids.vocabulary}/mark_vocabulary_as_learned/` }),
    expect: learnerOwns(200),
  },
  'POST /api/reeprise/vocabulary/{id}/mark_vocabulary_as_forgotten/': {
    build: (f) => ({ url: `/api/reeprise/vocabulary/${f.ids.vocabulary}/mark_vocabulary_as_forgotten/` }),
    expect: learnerOwns(200),
  },
  'POST /api/reeprise/vocabulary/{id}/retry/': { build: (f) => ({ url: `/api/reeprise/vocabulary/${f.ids.vocabulary}/retry/` }), expect: learnerOwns(409) },
  'DELETE /api/reeprise/vocabulary/{id}/': { build: async (f) => ({ url: `/api/reeprise/vocabulary/${await f.fresh.vocabulary()}/` }), expect: learnerOwns(204) },
  'POST /api/reeprise/vocabulary/{id}/restore/': {
    build: async (f) => {
      const id = await f.fresh.vocabulary();
      await clients.learner.delete(`/api/reeprise/vocabulary/${id}/`);
      return { url: `/api/reeprise/vocabulary/${id}/restore/` };
    },
    expect: learnerOwns(200), // the learner's deleted word: only they may bring it back
  },
  'PUT /api/reeprise/profiles/': {
    build: () => {
      const form = multipart({}, { pic: { data: PNG, filename: 'me.png', contentType: 'image/png' } });
      return { url: '/api/reeprise/profiles/', body: form.payload, headers: form.headers };
    },
    expect: users(200),
  },
  'GET /api/reeprise/users/{creator_id}/profile_pic/': { build: (f) => ({ url: `/api/reeprise/users/${f.ids.learnerUser}/profile_pic/` }), expect: users(200) },

  'GET /api/shoppinglist/shopping_list/': { build: () => ({ url: '/api/shoppinglist/shopping_list/' }), expect: permission(200) },
  'PUT /api/shoppinglist/shopping_list/{id}/': {
    build: (f) => ({ url: `/api/shoppinglist/shopping_list/${f.ids.shoppingList}/`, body: { id: f.ids.shoppingList, entries: [{ item_name: 'Milch', in_cart: false }] } }),
    expect: permission(200),
  },
  'GET /api/barks/accounts/': { build: () => ({ url: '/api/barks/accounts/' }), expect: permission(200, { staffExp: 200 }) },
  'GET /api/barks/barks/': { build: () => ({ url: '/api/barks/barks/' }), expect: permission(200) },
  'POST /api/barks/barks/': {
    build: (f) => ({ url: '/api/barks/barks/', body: { account_id: f.ids.account, title: 'Pin', latitude: 48.1, longitude: 11.5 } }),
    expect: permission(201),
  },
  'GET /api/wishes/wish_spaces/': { build: () => ({ url: '/api/wishes/wish_spaces/' }), expect: experimental(200) },
  'POST /api/wishes/wish_spaces/': { build: () => ({ url: '/api/wishes/wish_spaces/', body: { name: 'Birthday' } }), expect: experimental(201) },
  'GET /api/wishes/wish_spaces/{id}/': { build: (f) => ({ url: `/api/wishes/wish_spaces/${f.ids.wishSpace}/` }), expect: experimental(200) },
  'POST /api/wishes/wish_spaces/{id}/regenerate_token/': {
    build: async (f) => ({ url: `/api/wishes/wish_spaces/${await f.fresh.wishSpace()}/regenerate_token/` }),
    expect: experimental(200),
  },
  // The guest routes authenticate by the space's token, not by role: with the right token everybody may.
  'GET /api/wishes/wish_spaces/{id}/upload_info/': {
    build: (f) => ({ url: `/api/wishes/wish_spaces/${f.ids.wishSpace}/upload_info/`, headers: { authorization: `Token ${f.tokens.wishSpace}` } }),
    expect: all(200),
  },
  'POST /api/wishes/wish_spaces/{id}/wishes/': {
    build: (f) => {
      const form = multipart({ title: 'Hello', space: String(f.ids.wishSpace) }, { sound_file: { data: wav(), filename: 'wish.wav', contentType: 'audio/wav' } });
      return { url: `/api/wishes/wish_spaces/${f.ids.wishSpace}/wishes/`, body: form.payload, headers: { ...form.headers, authorization: `Token ${f.tokens.wishSpace}` } };
    },
    expect: all(201),
  },
  'GET /api/wishes/wishes/{id}/audio/': { build: (f) => ({ url: `/api/wishes/wishes/${f.ids.wish}/audio/` }), expect: experimental(200) },
  'GET /api/chat/conversations/': { build: () => ({ url: '/api/chat/conversations/' }), expect: experimental(200) },
  'POST /api/chat/conversations/': { build: () => ({ url: '/api/chat/conversations/', body: { language: 'ITALIAN', level: 'A1' } }), expect: experimental(201) },
  'GET /api/chat/conversations/{id}/': { build: (f) => ({ url: `/api/chat/conversations/${f.ids.conversation}/` }), expect: experimental(200) },
  'POST /api/chat/conversations/{id}/messages/': {
    build: (f) => ({ url: `/api/chat/conversations/${f.ids.conversation}/messages/`, body: { content: 'Ciao!' } }),
    expect: experimental(201),
  },
  // Public; the sixth sign-up from one address within ten minutes is rate limited (all roles share 127.0.0.1 here).
  'POST /api/early_access/': { build: (_f, role) => ({ url: '/api/early_access/', body: { email: `${role}@example.org` } }), expect: { ...all(201), staffExp: 429 } },

  'GET /api/admin/users/': { build: () => ({ url: '/api/admin/users/' }), expect: admin(200) },
  'POST /api/admin/users/': {
    build: (_f, role) => ({ url: '/api/admin/users/', body: { username: `made-by-${role}`, password: 'a long enough password' } }),
    expect: admin(201),
  },
  'GET /api/admin/users/{id}/': { build: (f) => ({ url: `/api/admin/users/${f.ids.learnerUser}/` }), expect: admin(200) },
  'PATCH /api/admin/users/{id}/': { build: async (f) => ({ url: `/api/admin/users/${await f.fresh.user()}/`, body: { is_active: false } }), expect: admin(200) },
  'POST /api/admin/users/{id}/set_password/': {
    build: async (f) => ({ url: `/api/admin/users/${await f.fresh.user()}/set_password/`, body: { password: 'another long password' } }),
    expect: admin(200),
  },
  'GET /api/admin/texts/': { build: () => ({ url: '/api/admin/texts/' }), expect: admin(200) },
  'PATCH /api/admin/texts/{id}/': { build: async (f) => ({ url: `/api/admin/texts/${await f.fresh.text()}/`, body: { publicly_visible: false } }), expect: admin(200) },
  'DELETE /api/admin/texts/{id}/': { build: async (f) => ({ url: `/api/admin/texts/${await f.fresh.text()}/` }), expect: admin(204) },
  'GET /api/admin/bark_accounts/': { build: () => ({ url: '/api/admin/bark_accounts/' }), expect: admin(200) },
  'POST /api/admin/bark_accounts/': { build: () => ({ url: '/api/admin/bark_accounts/', body: { name: 'Kasse' } }), expect: admin(201) },
  'PATCH /api/admin/bark_accounts/{id}/': { build: (f) => ({ url: `/api/admin/bark_accounts/${f.ids.account}/`, body: { credits: 1500 } }), expect: admin(200) },
  'DELETE /api/admin/bark_accounts/{id}/': { build: async (f) => ({ url: `/api/admin/bark_accounts/${await f.fresh.account()}/` }), expect: admin(204) },
  'POST /api/admin/bark_accounts/{id}/members/': {
    build: async (f) => ({ url: `/api/admin/bark_accounts/${await f.fresh.account()}/members/`, body: { username: 'matrix-holder' } }),
    expect: admin(200),
  },
  'DELETE /api/admin/bark_accounts/{id}/members/{username}/': {
    build: async (f) => ({ url: `/api/admin/bark_accounts/${await f.fresh.account()}/members/matrix-holder/` }),
    expect: admin(200),
  },
  'GET /api/admin/barks/': { build: () => ({ url: '/api/admin/barks/' }), expect: admin(200) },
  'DELETE /api/admin/barks/{id}/': { build: async (f) => ({ url: `/api/admin/barks/${await f.fresh.bark()}/` }), expect: admin(204) },
  'GET /api/admin/wish_spaces/': { build: () => ({ url: '/api/admin/wish_spaces/' }), expect: admin(200) },
  'DELETE /api/admin/wish_spaces/{id}/': { build: async (f) => ({ url: `/api/admin/wish_spaces/${await f.fresh.wishSpace()}/` }), expect: admin(204) },
  'GET /api/admin/shopping_lists/': { build: () => ({ url: '/api/admin/shopping_lists/' }), expect: admin(200) },
  'POST /api/admin/shopping_lists/{id}/members/': {
    build: (f) => ({ url: `/api/admin/shopping_lists/${f.ids.shoppingList}/members/`, body: { username: 'matrix-other' } }),
    expect: admin(200),
  },
  'DELETE /api/admin/shopping_lists/{id}/members/{username}/': {
    build: (f) => ({ url: `/api/admin/shopping_lists/${f.ids.shoppingList}/members/matrix-other/` }),
    expect: admin(200),
  },
  'GET /api/admin/early_access/': { build: () => ({ url: '/api/admin/early_access/' }), expect: admin(200) },
  'GET /api/admin/llm_usage/': { build: () => ({ url: '/api/admin/llm_usage/?days=7' }), expect: admin(200) },
  'GET /api/reeprise/speech/config/': { build: () => ({ url: '/api/reeprise/speech/config/' }), expect: users(200) },
  'POST /api/reeprise/speech/': { build: (f) => ({ url: '/api/reeprise/speech/', body: { text_id: f.ids.privateText, sentence: 0 } }), expect: learnerOwns(200) },
};

/** A tiny valid WAV: 0.1 s of silence. */
function wav(): Buffer {
  const samples = Buffer.alloc(1600);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

let app: FastifyInstance;
// server speech is made by a fake speech endpoint, so its route answers 200 to those who may read
let speechServer: FakeOpenAiServer;
const clients = {} as Record<Role, TestClient>;
let fixtures: Fixtures;
let operations: string[];

beforeAll(async () => {
  speechServer = await startFakeOpenAiServer();
  app = await buildTestApp({
    generationsPerHour: 10_000,
    llm: { ...testConfig().llm, baseUrl: speechServer.url, apiKey: 'k', speech: { model: 'tts', voice: 'alloy', format: 'mp3' } },
  });
  await app.ready();
  const learner = await createUser(app, { username: 'matrix-learner' });
  const other = await createUser(app, { username: 'matrix-other' });
  const staff = await createUser(app, { username: 'matrix-staff', isStaff: true });
  const staffExp = await createUser(app, { username: 'matrix-staff-exp', isStaff: true });
  const holder = await createUser(app, { username: 'matrix-holder', permissions: ['barks.view_bark', 'barks.add_bark', 'shoppinglist.view_shoppinglist'] });
  clients.anonymous = new TestClient(app);
  await clients.anonymous.get('/accounts/whoami');
  clients.learner = await loggedInClient(app, learner);
  clients.other = await loggedInClient(app, other);
  clients.staff = await loggedInClient(app, staff);
  clients.staffExp = await loggedInClient(app, staffExp);
  clients.holder = await loggedInClient(app, holder);
  await clients.staffExp.patch('/api/reeprise/user_settings/', { show_experimental_features: true });

  const content = 'Il gatto dorme sul divano.';
  const privateText = await insertCompleteText(app, learner.id, content, { language: 'ITALIAN' });
  const publicText = await insertCompleteText(app, learner.id, content, { language: 'ITALIAN', publiclyVisible: true });
  await app.ctx.db
    .insertInto('chapters')
    .values({ generated_text_id: privateText, chapter_number: 1, status: 'COMPLETE', content: 'Poi il gatto mangia.', words: '["gatto"]', error: null, created_at: nowIso(), updated_at: nowIso() })
    .execute();
  const explanation = (
    await app.ctx.db
      .insertInto('sentence_explanations')
      .values({ user_id: learner.id, generated_text_id: privateText, chapter_number: 0, sentence_start: 0, sentence_end: 26, sentence: content, mother_tongue: 'ENGLISH', status: 'COMPLETE', content: 'The cat sleeps on the sofa.\n\nPresent tense.', error: null, created_at: nowIso(), updated_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  const imageForm = multipart({ text_type: 'STORY', language: 'ITALIAN', level: 'A1', word_number: '100', topic: '' }, { image: { data: PNG, filename: 'a.png', contentType: 'image/png' } });
  const imageText = (await clients.learner.post('/api/reeprise/generated_texts/', imageForm.payload, { headers: imageForm.headers })).json().id as number;
  const vocabulary = (await clients.learner.post(`/api/reeprise/generated_texts/${privateText}/add_vocabulary/`, { word_start_index: 3, word_end_index: 8 })).json().id as number;
  await clients.learner.put('/api/reeprise/profiles/', multipart({}, { pic: { data: PNG, filename: 'p.png', contentType: 'image/png' } }).payload, {
    headers: multipart({}, { pic: { data: PNG, filename: 'p.png', contentType: 'image/png' } }).headers,
  });
  const shoppingList = (await clients.holder.get('/api/shoppinglist/shopping_list/')).json()[0].id as number;
  const account = (await clients.staff.post('/api/admin/bark_accounts/', { name: 'Matrix', members: ['matrix-holder'] })).json().id as number;
  const space = (await clients.staffExp.post('/api/wishes/wish_spaces/', { name: 'Matrix' })).json();
  const wishForm = multipart({ title: 'First', space: String(space.id) }, { sound_file: { data: wav(), filename: 'w.wav', contentType: 'audio/wav' } });
  const wish = (await app.inject({ method: 'POST', url: `/api/wishes/wish_spaces/${space.id}/wishes/`, payload: wishForm.payload, headers: { ...wishForm.headers, authorization: `Token ${space.upload_token}` } })).json().id as number;
  const conversation = (await clients.staffExp.post('/api/chat/conversations/', { language: 'ITALIAN', level: 'A1' })).json().id as number;
  await drainJobs(app);

  fixtures = {
    ids: { privateText, publicText, imageText, vocabulary, explanation, shoppingList, account, wishSpace: space.id, wish, conversation, learnerUser: learner.id },
    tokens: { wishSpace: space.upload_token },
    fresh: {
      text: () => insertCompleteText(app, learner.id, content, { publiclyVisible: true }),
      account: async () => (await clients.staff.post('/api/admin/bark_accounts/', { name: 'Fresh', members: ['matrix-holder'] })).json().id as number,
      bark: async () => (await clients.holder.post('/api/barks/barks/', { account_id: account, title: 'Fresh', latitude: 1, longitude: 2 })).json().id as number,
      wishSpace: async () => (await clients.staffExp.post('/api/wishes/wish_spaces/', { name: 'Fresh' })).json().id as number,
      user: async () => (await createUser(app)).id,
      vocabulary: async () => {
        const text = await insertCompleteText(app, learner.id, content, { language: 'FRENCH' });
        return (await clients.learner.post(`/api/reeprise/generated_texts/${text}/add_vocabulary/`, { word_start_index: 3, word_end_index: 8 })).json().id as number;
      },
    },
  };
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
}, 60_000);

afterAll(async () => {
  await app.close();
  await speechServer.close();
});

describe('authorization matrix', () => {
  it('every endpoint has a row', () => {
    const missing = operations.filter((op) => !(op in MATRIX));
    expect(missing, 'endpoints without an authorization row').toEqual([]);
    expect(Object.keys(MATRIX).filter((op) => !operations.includes(op)), 'rows without an endpoint').toEqual([]);
  });

  it('every role gets the expected status on every endpoint', async () => {
    const wrong: string[] = [];
    for (const [op, row] of Object.entries(MATRIX)) {
      if (op === 'POST /accounts/logout/') continue; // checked last: it ends the sessions
      const [method] = op.split(' ');
      for (const role of ROLES) {
        const call = await row.build(fixtures, role);
        const response = await clients[role].request(method, call.url, { ...(call.body !== undefined ? { payload: call.body as Record<string, unknown> } : {}), headers: call.headers });
        if (response.statusCode !== row.expect[role]) wrong.push(`${op} as ${role}: ${response.statusCode} (expected ${row.expect[role]}) ${response.body.slice(0, 120)}`);
        await drainJobs(app);
      }
    }
    for (const role of ROLES) {
      const response = await clients[role].post('/accounts/logout/');
      if (response.statusCode !== MATRIX['POST /accounts/logout/'].expect[role]) wrong.push(`logout as ${role}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
