import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.js';
import { createUser } from '../../test/factories.js';
import { loggedInClient } from '../../test/test-client.js';
import { insertCompleteText } from '../../test/texts.js';
import { keptJson } from '../platform/answer-cache.js';
import { compression, sendKeptJson } from './compression.js';

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

// a text long enough that its JSON is well past the 1 KB threshold
const LONG_TEXT = Array.from({ length: 300 }, (_, i) => `La palabra número ${i} vive en la casa.`).join(' ');

async function learnerWithText() {
  const user = await createUser(app);
  const client = await loggedInClient(app, user);
  const id = await insertCompleteText(app, user.id, LONG_TEXT);
  return { client, url: `/api/reeprise/generated_texts/${id}/` };
}

describe('compression of API answers', () => {
  it('sends a large JSON answer as brotli or gzip, as Accept-Encoding asks (gzip when both), with the same content', async () => {
    app = await buildTestApp();
    const { client, url } = await learnerWithText();
    const plain = await client.get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    // a browser takes both: gzip, the cheaper for the server at nearly the same size
    const browser = await client.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(browser.rawPayload).toString('utf8'))).toEqual(plain.json());

    const br = await client.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const identity = await client.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(plain.json());
  });

  it('leaves answers under 1 KB as they are: compressing them costs more than it saves', async () => {
    app = await buildTestApp();
    const response = await app.inject({ url: '/accounts/whoami', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('still sends the security headers on a compressed answer', async () => {
    app = await buildTestApp();
    const { client, url } = await learnerWithText();
    const response = await client.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });
});

describe('kept answers (decision 025)', () => {
  it('are sent as the plugin would send them, each compressed once per encoding and then sent as kept', async () => {
    app = Fastify();
    await app.register(compression);
    const kept = keptJson(JSON.stringify({ text: LONG_TEXT }));
    const small = keptJson('{"ok":true}');
    app.get('/api/kept/', (request, reply) => sendKeptJson(request, reply, kept));
    app.get('/api/small/', (request, reply) => sendKeptJson(request, reply, small));
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

    const plain = await get('/api/kept/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body).toBe(kept.text);

    const browser = await get('/api/kept/', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('gzip');
    expect(browser.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(browser.headers['content-length'])).toBe(browser.rawPayload.length);
    expect(gunzipSync(browser.rawPayload).toString('utf8')).toBe(kept.text);
    const br = await get('/api/kept/', { 'accept-encoding': 'br;q=1, gzip;q=0.5' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(kept.text);
    expect([...kept.compressed.keys()].sort()).toEqual(['br', 'gzip']);

    // what was kept is sent, not compressed anew
    kept.compressed.set('gzip', gzipSync('{"kept":true}'));
    expect(gunzipSync((await get('/api/kept/', { 'accept-encoding': 'gzip' })).rawPayload).toString('utf8')).toBe('{"kept":true}');

    for (const [url, headers] of [
      ['/api/kept/', { 'accept-encoding': 'identity' }],
      ['/api/kept/', { 'accept-encoding': 'gzip', 'x-no-compression': '1' }],
      ['/api/small/', { 'accept-encoding': 'gzip, br' }],
    ] as const) {
      const answer = await get(url, headers);
      expect(answer.headers['content-encoding'], `${url} ${JSON.stringify(headers)}`).toBeUndefined();
    }
  });
});

describe('the web build next to compression', () => {
  let root: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'reeprise-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Reeprise</title>');
    writeFileSync(path.join(root, 'assets/index-abc123.js'), bigScript);
    // what scripts/compress-dist.mjs writes at build time
    writeFileSync(path.join(root, 'assets/index-abc123.js.br'), brotliCompressSync(bigScript));
    writeFileSync(path.join(root, 'assets/plain-def456.js'), bigScript);
    writeFileSync(path.join(root, 'sw.js'), 'self.skipWaiting();');
    writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Reeprise"}');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('serves the precompressed file as it is and compresses no static file at run time', async () => {
    app = await buildTestApp({}, { webRoot: root });
    const pre = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(pre.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(pre.rawPayload).toString()).toBe(bigScript);
    expect(pre.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // no .br/.gz beside it: sent as it is rather than compressed on every request
    const plain = await app.inject({ url: '/assets/plain-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('serves the service worker, the manifest and the page revalidated (no stale shell after a deploy)', async () => {
    app = await buildTestApp({}, { webRoot: root });
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toMatch(/javascript/);
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    for (const url of ['/', '/reeprise/texts/3']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    // the CSP lets the page register its own service worker and read its manifest
    const csp = String(sw.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });
});
