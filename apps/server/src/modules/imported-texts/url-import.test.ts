import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import type { TestClient} from '../../../test/test-client.js';
import { loggedInClient } from '../../../test/test-client.js';
import { readWebPages } from '../../../test/web-pages.js';
import { normalizeText } from './extract/plain-text.js';

const BASE = '/api/reeprise/imported_texts/';
const ARTICLE =
  '<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Il gatto nero</title></head><body>' +
  '<nav><a href="/">Home</a> <a href="/chi">Chi siamo</a></nav><main><article><h1>Il gatto nero</h1>' +
  '<p>Il gatto nero dorme sul divano tutto il giorno, e la sera esce in giardino a guardare la luna.</p>' +
  '<p>La mattina torna a casa e mangia con appetito, poi si addormenta di nuovo vicino alla finestra.</p>' +
  '</article></main><footer>© 2026 Giornale</footer></body></html>';

// a Sphinx documentation page (issue 35 §3): menus, ¶ anchors, a title with the site's name, code blocks
const SPHINX = readWebPages().find((page) => page.name === 'sphinx-docs')!;

// the page server: each path is one behaviour a fetched page can have
const requests: IncomingMessage[] = [];
// when the page server's answer to the last request of each path closed: the import let its connection go
const answerClosed = new Map<string, Promise<void>>();
let pages: Server;
let origin = '';
function handle(request: IncomingMessage, response: ServerResponse) {
  requests.push(request);
  const path = request.url ?? '/';
  answerClosed.set(path, new Promise((resolve) => response.on('close', () => resolve())));
  if (path === '/article') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'tracker=1' });
    response.end(ARTICLE);
  } else if (path === '/docs') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(SPHINX.source);
  } else if (path === '/gzip') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(gzipSync(ARTICLE));
  } else if (path === '/latin1') {
    response.writeHead(200, { 'content-type': 'text/plain; charset=iso-8859-1' });
    response.end(Buffer.from('Perché è così.', 'latin1'));
  } else if (path === '/redirect') {
    response.writeHead(302, { location: '/article' });
    response.end();
  } else if (path.startsWith('/to?')) {
    response.writeHead(302, { location: decodeURIComponent(path.slice(4)) });
    response.end();
  } else if (path === '/loop') {
    response.writeHead(302, { location: '/loop' });
    response.end();
  } else if (path === '/big') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('parola '.repeat(2000)); // 14,000 bytes, over the test limit, no content-length check needed
  } else if (path === '/big-stream') {
    response.writeHead(200, { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' });
    for (let i = 0; i < 20; i += 1) response.write('parola '.repeat(100));
    response.end();
  } else if (path === '/slow') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.write('<p>Inizio'); // and never ends
  } else if (path.startsWith('/gzip-')) {
    compressedBadly(path, response);
  } else if (path === '/image') {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  } else {
    response.writeHead(404, { 'content-type': 'text/html' });
    response.end('<p>Non trovato</p>');
  }
}

/** Compressed pages that misbehave: one trickles forever, one is too large and stays open, one breaks. */
function compressedBadly(path: string, response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
  const gzip = createGzip();
  gzip.pipe(response);
  response.on('close', () => gzip.destroy());
  const send = (text: string) => {
    gzip.write(text);
    gzip.flush();
  };
  if (path === '/gzip-trickle') {
    // a few bytes every 50 ms, never finished: no pause long enough for an idle timeout
    const timer = setInterval(() => send('<p>parola</p>'), 50);
    response.on('close', () => clearInterval(timer));
  } else if (path === '/gzip-too-large') {
    send('parola '.repeat(5000)); // 35,000 bytes unpacked, over the test limit, and never ended
  } else {
    send('<p>Il gatto nero'); // then the connection breaks
    gzip.once('data', () => setImmediate(() => response.socket?.destroy()));
  }
}

beforeAll(async () => {
  pages = createServer(handle);
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
afterAll(async () => {
  pages.closeAllConnections();
  await new Promise((resolve) => pages.close(resolve));
});

let app: FastifyInstance;
let client: TestClient;
afterEach(async () => {
  await app.close();
});

/** An app whose page fetches may reach 127.0.0.1 (the test setting), with small limits for the tests. */
async function appAllowingLoopback() {
  app = await buildTestApp({
    imports: { ...testConfig().imports, allowPrivateHosts: ['127.0.0.1'], pageMaxBytes: 10_000, fetchTimeoutMs: 1500 },
  });
  client = await loggedInClient(app, await createUser(app));
}

async function importUrl(url: string) {
  return client.post(BASE, { url, language: 'ITALIAN' });
}

describe('importing a web page (page server allowed by the test setting)', () => {
  it("keeps the article's text and title, sends no cookie or credential, stores the address", async () => {
    await appAllowingLoopback();
    requests.length = 0;
    const response = await client.post(BASE, { url: `${origin}/redirect`, language: 'ITALIAN', level: 'A2' });
    expect(response.statusCode, response.body).toBe(201);
    const text = response.json();
    expect(text).toMatchObject({
      topic: 'Il gatto nero',
      status: 'COMPLETE',
      imported: { source: 'url', url: `${origin}/article`, level_given: true },
    });
    expect(text.chatgpt_output).toMatch(/^Il gatto nero dorme sul divano/);
    expect(text.chatgpt_output).not.toMatch(/Home|Chi siamo|Giornale/);
    for (const request of requests) {
      expect(request.headers.cookie).toBeUndefined();
      expect(request.headers.authorization).toBeUndefined();
      expect(request.headers['x-csrftoken']).toBeUndefined();
    }
    // a second fetch does not carry the cookie the page set
    await importUrl(`${origin}/article`);
    expect(requests.at(-1)?.headers.cookie).toBeUndefined();
  });

  it("reads a documentation page as its reader sees it: the page's own title, no menus or ¶ anchors, code apart", async () => {
    await appAllowingLoopback();
    const response = await client.post(BASE, { url: `${origin}/docs`, language: 'ENGLISH' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      topic: SPHINX.expectedTitle,
      chatgpt_output: normalizeText(SPHINX.expectedText),
    });
  });

  it('reads compressed pages and the charset the page names; detect suggests the language', async () => {
    await appAllowingLoopback();
    expect((await importUrl(`${origin}/gzip`)).json()).toMatchObject({ topic: 'Il gatto nero' });
    expect((await importUrl(`${origin}/latin1`)).json()).toMatchObject({ chatgpt_output: 'Perché è così.' });
    const detected = await client.post(`${BASE}detect/`, { url: `${origin}/article` });
    expect(detected.json()).toEqual({ title: 'Il gatto nero', language: 'ITALIAN', word_count: 36, chapter_count: 1 });
  });

  it.each([
    ['a page that is not found', '/missing', 422, 'import_url_status'],
    ['a page that is not text', '/image', 415, 'import_url_not_text'],
    ['a page larger than the limit', '/big', 413, 'import_url_too_large'],
    ['a page that grows past the limit while streaming', '/big-stream', 413, 'import_url_too_large'],
    ['a page that never finishes', '/slow', 422, 'import_url_timeout'],
    ['a redirect loop', '/loop', 422, 'import_url_too_many_redirects'],
    ['a redirect to a private address', `/to?${encodeURIComponent('http://10.0.0.1/')}`, 400, 'import_url_forbidden'],
    ['a redirect to IPv6 loopback', `/to?${encodeURIComponent('http://[::1]/')}`, 400, 'import_url_forbidden'],
    ['a redirect to the cloud metadata address', `/to?${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`, 400, 'import_url_forbidden'],
    ['a redirect to another loopback address', `/to?${encodeURIComponent('http://127.0.0.2/')}`, 400, 'import_url_forbidden'],
    ['a redirect to IPv4-compatible IPv6 loopback', `/to?${encodeURIComponent('http://[::127.0.0.1]/')}`, 400, 'import_url_forbidden'],
    ['a redirect to a file: address', `/to?${encodeURIComponent('file:///etc/passwd')}`, 400, 'import_url_invalid'],
  ])('refuses %s', async (_name, path, status, code) => {
    await appAllowingLoopback();
    const response = await importUrl(`${origin}${path}`);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
    expect((await client.get('/api/reeprise/generated_texts/')).json().results).toEqual([]);
  });

  it('refuses a page that cannot be reached', async () => {
    await appAllowingLoopback();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const response = await importUrl(`http://127.0.0.1:${port}/`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'import_url_unreachable' });
  });
});

describe('a compressed page cannot hold an import or its connection', () => {
  it.each([
    ['trickles past the deadline', '/gzip-trickle', 422, 'import_url_timeout'],
    ['unpacks past the size limit', '/gzip-too-large', 413, 'import_url_too_large'],
    ['breaks off halfway', '/gzip-broken', 422, 'import_url_unreachable'],
  ])('a gzip page that %s is refused, and its connection closed', async (_name, path, status, code) => {
    await appAllowingLoopback();
    const response = await importUrl(`${origin}${path}`);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
    // the page server saw its answer's connection end: none is left open to the remote
    await answerClosed.get(path);
  });
});

describe('what a web-address import costs', () => {
  it('a page a server answered costs a unit even when refused; a request nobody answered costs nothing', async () => {
    app = await buildTestApp({
      imports: { ...testConfig().imports, allowPrivateHosts: ['127.0.0.1'], fetchTimeoutMs: 1500 },
      usageLimits: { ...testConfig().usageLimits, importsPerHour: 2 },
    });
    client = await loggedInClient(app, await createUser(app));
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    // refused before any server answered, again and again: a bad, a private and an unreachable address
    for (let i = 0; i < 3; i += 1) {
      expect((await importUrl('!')).statusCode).toBe(400);
      expect((await client.post(`${BASE}detect/`, { url: 'http://10.0.0.1/' })).statusCode).toBe(400);
      expect((await importUrl(`http://127.0.0.1:${port}/`)).json()).toMatchObject({ code: 'import_url_unreachable' });
    }
    // answered: a missing page and a detect each use one of the two units
    expect((await importUrl(`${origin}/missing`)).json()).toMatchObject({ code: 'import_url_status' });
    expect((await client.post(`${BASE}detect/`, { url: `${origin}/article` })).statusCode).toBe(200);
    const refused = await importUrl(`${origin}/article`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'import_quota' });
  });
});

describe('the SSRF guard without the test setting', () => {
  it.each([
    ['loopback', () => `${origin}/article`, 'import_url_forbidden'],
    ['loopback by name (resolved first)', () => `${origin.replace('127.0.0.1', 'localhost')}/article`, 'import_url_forbidden'],
    ['a private address', () => 'http://192.168.1.1/', 'import_url_forbidden'],
    ['a private address in decimal', () => 'http://167772161/', 'import_url_forbidden'],
    ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data/', 'import_url_forbidden'],
    ['IPv6 loopback', () => 'http://[::1]/', 'import_url_forbidden'],
    ['IPv6 link-local', () => 'http://[fe80::1]/', 'import_url_forbidden'],
    ['IPv6 unique-local', () => 'http://[fd00::1]/', 'import_url_forbidden'],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${new URL(origin).port}/article`, 'import_url_forbidden'],
    ['IPv4-compatible IPv6 loopback', () => `http://[::127.0.0.1]:${new URL(origin).port}/article`, 'import_url_forbidden'],
    ['IPv4-compatible IPv6 of a private address', () => 'http://[::10.0.0.1]/', 'import_url_forbidden'],
    ['the unspecified address', () => 'http://0.0.0.0/', 'import_url_forbidden'],
    ['multicast', () => 'http://224.0.0.1/', 'import_url_forbidden'],
    ['a file: address', () => 'file:///etc/passwd', 'import_url_invalid'],
    ['an ftp: address', () => 'ftp://example.com/file.txt', 'import_url_invalid'],
    ['a javascript: address', () => 'javascript:alert(1)', 'import_url_invalid'],
    ['credentials in the address', () => 'http://user:secret@example.com/', 'import_url_invalid'],
    ['no address at all', () => 'not a web address', 'import_url_invalid'],
  ])('refuses %s', async (_name, url, code) => {
    app = await buildTestApp();
    client = await loggedInClient(app, await createUser(app));
    requests.length = 0;
    const response = await importUrl(url());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code });
    expect(requests).toEqual([]); // nothing was sent to the page server
  });
});
