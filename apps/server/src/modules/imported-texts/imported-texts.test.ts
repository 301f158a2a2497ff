import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_FILE_MAX_BYTES, IMPORT_WORDS_MAX } from '@reeprise/contract';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart } from '../../../test/images.js';
import { burst, listenOnLoopback, livePost } from '../../../test/live-requests.js';
import type { TestClient } from '../../../test/test-client.js';
import { loggedInClient } from '../../../test/test-client.js';
import { buildEpub } from './epub-fixture.js';

const BASE = '/api/reeprise/imported_texts/';
const TEXTS = '/api/reeprise/generated_texts/';

let app: FastifyInstance;
let client: TestClient;
beforeEach(async () => {
  app = await buildTestApp();
  client = await loggedInClient(app, await createUser(app));
});
afterEach(async () => {
  await app.close();
});

const paragraph = (i: number) =>
  `Capítulo de prueba número ${i}. El perro de María corre por el parque cada mañana, y los niños lo miran con alegría ` +
  `mientras el sol sube despacio sobre los tejados de la ciudad antigua y las campanas suenan a lo lejos. `.repeat(
    4,
  );

async function upload(name: string, data: Buffer, fields: Record<string, string> = { language: 'SPANISH' }) {
  const form = multipart(fields, { file: { data, filename: name, contentType: 'application/octet-stream' } });
  return client.post(BASE, form.payload, { headers: form.headers });
}

describe('importing a pasted text', () => {
  it('stores it COMPLETE at once, marked as imported, readable like a generated text', async () => {
    const response = await client.post(BASE, {
      text: 'El perro come.\n\nLa niña lee un libro.',
      language: 'SPANISH',
      level: 'A2',
      title: 'Mi texto',
    });
    expect(response.statusCode, response.body).toBe(201);
    const text = response.json();
    expect(text).toMatchObject({
      status: 'COMPLETE',
      topic: 'Mi texto',
      chatgpt_output: 'El perro come.\n\nLa niña lee un libro.',
      language: 'SPANISH',
      level: 'A2',
      word_number: 8,
      publicly_visible: false,
      is_demo: false,
      imported: { source: 'paste', url: null, level_given: true },
    });
    const read = await client.get(`${TEXTS}${text.id}/`);
    expect(read.json()).toEqual(text);
    const list = (await client.get(TEXTS)).json();
    expect(list.results[0]).toEqual(text);
    // a word of it can be saved, as in any text
    const saved = await client.post(`${TEXTS}${text.id}/add_vocabulary/`, {
      word_start_index: 3,
      word_end_index: 8,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('takes the first line as the title and marks a missing level', async () => {
    const response = await client.post(BASE, {
      text: 'Der Titel\nund der Text darunter.',
      language: 'GERMAN',
    });
    expect(response.json()).toMatchObject({
      topic: 'Der Titel',
      level: 'B1',
      imported: { source: 'paste', level_given: false },
    });
  });

  it('splits a long text into chapters the reader can walk, and refuses to write more', async () => {
    const text = Array.from({ length: 60 }, (_, i) => paragraph(i)).join('\n\n');
    const response = await client.post(BASE, { text, language: 'SPANISH' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as number;
    const chapters = [];
    for (let n = 0; ; n += 1) {
      const chapter = await client.get(`${TEXTS}${id}/chapters/${n}/`);
      if (chapter.statusCode === 404) break;
      expect(chapter.json()).toMatchObject({ status: 'COMPLETE', chapter_number: n, words: [] });
      chapters.push(chapter.json().content as string);
    }
    expect(chapters.length).toBeGreaterThan(3);
    expect(chapters.join('\n\n')).toBe(
      text.trim().replace(/ \n/g, '\n').replace(/ +$/gm, '').replace(/ +\n/g, '\n'),
    );
    expect(chapters[1]).toMatch(/^Capítulo de prueba número \d+\./);
    // a word of chapter 2 can be saved
    const saved = await client.post(`${TEXTS}${id}/add_vocabulary/`, {
      word_start_index: 0,
      word_end_index: 8,
      chapter_number: 2,
    });
    expect(saved.statusCode, saved.body).toBe(201);

    const more = await client.post(`${TEXTS}${id}/generate_chapter/`, { words: ['perro'] });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'chapter_imported_text' });

    // statistics count every chapter's words once
    const stats = (await client.get(`${TEXTS}stats/`)).json();
    expect(stats.total_created_texts_length).toBe(response.json().word_number);
  });

  it('refuses no source, two sources, empty text, and a text over the word limit', async () => {
    for (const [body, code] of [
      [{ language: 'SPANISH' }, 'import_source_missing'],
      [{ language: 'SPANISH', text: 'hola', url: 'https://example.com/' }, 'import_source_missing'],
      [{ language: 'SPANISH', text: '   \n\n  ' }, 'import_source_missing'],
      [{ language: 'SPANISH', text: '... --- !!!' }, 'import_empty'],
      [{ language: 'SPANISH', text: 'hola '.repeat(IMPORT_WORDS_MAX + 1) }, 'import_too_many_words'],
    ] as const) {
      const response = await client.post(BASE, body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code, JSON.stringify(body).slice(0, 80)).toBe(code);
    }
    const invalid = await client.post(BASE, { text: 'hola', language: 'KLINGON' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toHaveProperty('language');
    expect((await client.get(TEXTS)).json().results).toEqual([]);
  });
});

describe('importing a file', () => {
  it('reads a .txt file, its name the title', async () => {
    const response = await upload('el_perro.txt', Buffer.from('El perro come pan.\r\n\r\nFin.'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      topic: 'el perro',
      chatgpt_output: 'El perro come pan.\n\nFin.',
      imported: { source: 'file', url: null },
    });
  });

  it('reads a .md file as plain text, its headings marked', async () => {
    const response = await upload('notes.md', Buffer.from('# El mercado\n\nHoy vamos al **mercado**.\n'));
    expect(response.json()).toMatchObject({
      topic: 'El mercado',
      chatgpt_output: '# El mercado\n\nHoy vamos al mercado.',
    });
  });

  it('reads an .html file without its scripts and menus', async () => {
    const html =
      '<html><head><title>La casa</title><script>alert(1)</script></head><body><nav>Inicio</nav><p>La casa es <b>grande</b>.</p></body></html>';
    const response = await upload('casa.html', Buffer.from(html));
    expect(response.json()).toMatchObject({ topic: 'La casa', chatgpt_output: 'La casa es grande.' });
  });

  it('reads an .epub book into chapters, with the typed title winning over the book’s', async () => {
    const epub = buildEpub({
      title: 'El libro',
      language: 'es',
      chapters: Array.from({ length: 4 }, (_, i) => ({
        heading: `Capítulo ${i + 1}`,
        paragraphs: Array.from({ length: 6 }, (_, j) => paragraph(i * 10 + j)),
      })),
    });
    const response = await upload('libro.epub', epub, {
      language: 'SPANISH',
      level: 'B2',
      title: 'Mi libro',
    });
    expect(response.statusCode, response.body).toBe(201);
    const text = response.json();
    expect(text).toMatchObject({
      topic: 'Mi libro',
      level: 'B2',
      imported: { source: 'file', level_given: true },
    });
    expect(text.chatgpt_output).toMatch(/^# Capítulo 1\n\nCapítulo de prueba número 0\./);
    // issue 35: the book's own chapters, named as its contents name them; its contents page is not one
    expect(text.imported.contents).toEqual(
      [1, 2, 3, 4].map((n) => ({ title: `Capítulo ${n}`, part: 1, parts: 1 })),
    );
    const second = (await client.get(`${TEXTS}${text.id}/chapters/1/`)).json();
    expect(second.content).toMatch(/^# Capítulo 2\n\nCapítulo de prueba número 10\./);
    // a heading's mark is no word: the chapter's first word is the heading's own
    const saved = await client.post(`${TEXTS}${text.id}/add_vocabulary/`, {
      word_start_index: 2,
      word_end_index: 10,
      chapter_number: 1,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await client.get(TEXTS)).json().results[0].imported.contents).toHaveLength(4);
  });

  it('refuses an unsupported type, a broken EPUB and a file over the size limit, storing nothing', async () => {
    const pdf = await upload('scan.pdf', Buffer.from('%PDF-1.7 ...'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ code: 'import_file_unsupported' });
    const broken = await upload('book.epub', Buffer.from('PK\u0003\u0004 this is not really a zip'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ code: 'import_file_broken' });
    const huge = await upload('big.txt', Buffer.alloc(IMPORT_FILE_MAX_BYTES + 1, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'import_file_too_large', params: { megabytes: 10 } });
    expect((await client.get(TEXTS)).json().results).toEqual([]);
  });
});

describe('detect', () => {
  it('suggests a language and tells the title, words and chapters, storing nothing', async () => {
    const response = await client.post(`${BASE}detect/`, {
      text: 'Il était une fois un petit chat qui habitait dans une grande maison près de la rivière.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      title: 'Il était une fois un petit chat qui habitait dans une grande maison près de la rivière.',
      language: 'FRENCH',
      word_count: 17,
      chapter_count: 1,
    });
    const epub = buildEpub({
      title: 'Livro',
      language: 'pt-BR',
      chapters: [{ heading: 'Um', paragraphs: ['Olá.'] }],
    });
    const form = multipart(
      {},
      { file: { data: epub, filename: 'livro.epub', contentType: 'application/epub+zip' } },
    );
    const book = await client.post(`${BASE}detect/`, form.payload, { headers: form.headers });
    expect(book.json()).toMatchObject({ title: 'Livro', language: 'PORTUGUESE_FROM_BRAZIL' });
    expect((await client.get(TEXTS)).json().results).toEqual([]);
  });
});

describe('the import budget', () => {
  it('holds under a burst of concurrent imports, and a refused import costs nothing', async () => {
    await app.close();
    app = await buildTestApp({ usageLimits: { ...testConfig().usageLimits, importsPerHour: 3 } });
    client = await loggedInClient(app, await createUser(app));
    expect((await client.post(BASE, { language: 'SPANISH' })).statusCode).toBe(400);
    const origin = await listenOnLoopback(app);
    const body = JSON.stringify({ text: 'Hola, mundo.', language: 'SPANISH' });
    const { statuses, answers } = await burst(8, () =>
      livePost(origin, client, BASE, body, { 'content-type': 'application/json' }),
    );
    expect(statuses).toEqual({ 201: 3, 429: 5 });
    expect(answers.find((a) => a.status === 429)?.body).toMatchObject({
      code: 'import_quota',
      params: { limit: 3 },
    });
  });
});
