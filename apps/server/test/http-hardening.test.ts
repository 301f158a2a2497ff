import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { FORBIDDEN_CHARACTERS_MESSAGE, TOPIC_MAX_LENGTH } from '@reeprise/contract';
import type { Config } from '../src/config.js';
import { buildTestApp, testConfig } from './build-test-app.js';
import { createUser } from './factories.js';
import { loggedInClient } from './test-client.js';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('malformed multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="topic"\r\n\r\nhi\r\n--x--\r\n'],
    ['truncated', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="topic"\r\n\r\nhi'],
    ['garbage', 'multipart/form-data; boundary=x', 'not a multipart body at all'],
  ])('answers 400 for %s', async (_name, contentType, payload) => {
    app = await buildTestApp();
    const client = await loggedInClient(app, await createUser(app));
    const response = await client.request('POST', '/api/reeprise/generated_texts/', {
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: expect.any(String) });
  });
});

describe('router-level errors', () => {
  it.each([
    ['a bad % escape', '/api/reeprise/generated_texts/%E0%A4%A/', 400],
    ['a 300-digit id', `/api/reeprise/generated_texts/${'9'.repeat(300)}/`, 414],
  ])('answer %s with the one error shape and the security headers', async (_name, url, status) => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** Opens a raw TCP connection and resolves when the server closes it (or after `withinMs`, with false). */
function rawConnection(port: number, send: string) {
  const socket = connect({ host: '127.0.0.1', port });
  socket.on('error', () => undefined);
  socket.resume(); // read (and drop) what the server answers, so its close is seen
  socket.on('connect', () => socket.write(send));
  const closed = (withinMs: number) =>
    new Promise<boolean>((resolve) => {
      if (socket.destroyed) return resolve(true);
      const timer = setTimeout(() => resolve(false), withinMs);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  return { socket, closed };
}

async function listening(http: Partial<Config['http']>): Promise<number> {
  const defaults = testConfig().http;
  app = await buildTestApp({ http: { ...defaults, ...http } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

describe('slow and idle clients', () => {
  it('cuts connections that trickle their headers', async () => {
    const port = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 1000 });
    const slow = Array.from({ length: 50 }, () => rawConnection(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n'));
    const closed = await Promise.all(slow.map((connection) => connection.closed(8000)));
    expect(closed.filter(Boolean)).toHaveLength(50);
  });

  it('cuts a body sent too slowly', async () => {
    const port = await listening({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const slow = rawConnection(
      port,
      'POST /accounts/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user',
    );
    expect(await slow.closed(8000)).toBe(true);
  });

  it('closes idle keep-alive connections', async () => {
    const port = await listening({ keepAliveTimeoutMs: 200 });
    const idle = rawConnection(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await idle.closed(8000)).toBe(true);
  });

  it('drops connections past the cap at once', async () => {
    const port = await listening({ maxConnections: 5 });
    const held = Array.from({ length: 5 }, () => rawConnection(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n'));
    await Promise.all(held.map(({ socket }) => new Promise((resolve) => socket.once('connect', resolve))));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the server has accepted the five
    const extra = rawConnection(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await extra.closed(5000)).toBe(true);
    expect(held.every(({ socket }) => !socket.destroyed)).toBe(true);
    for (const { socket } of held) socket.destroy();
  });
});

describe('text fields', () => {
  const base = { text_type: 'STORY', language: 'SPANISH', level: 'A1', word_number: 100 };
  it.each([
    ['a NUL byte', 'hola\u0000mundo'],
    ['a lone surrogate', 'hola \ud800 mundo'],
    ['a bidi override', 'hola \u202emundo'],
    ['an isolate', 'hola \u2066mundo\u2069'],
    ['a control character', 'hola\u0007'],
  ])('refuse %s with a field message, storing nothing', async (_name, topic) => {
    app = await buildTestApp();
    const client = await loggedInClient(app, await createUser(app));
    const response = await client.request('POST', '/api/reeprise/generated_texts/', { payload: { ...base, topic } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.topic).toEqual([FORBIDDEN_CHARACTERS_MESSAGE]);
    const list = await client.request('GET', '/api/reeprise/generated_texts/');
    expect(list.json().results).toEqual([]);
  });

  it('keeps what learners type: accents, emoji, right-to-left marks, tabs and line breaks', async () => {
    app = await buildTestApp();
    const client = await loggedInClient(app, await createUser(app));
    const topic = 'Café 👩‍🍳 in שָׁלוֹם\u200f\tand\nmore';
    const response = await client.request('POST', '/api/reeprise/generated_texts/', { payload: { ...base, topic } });
    expect(response.statusCode).toBe(201);
    expect(response.json().topic).toBe(topic);
  });

  it('applies a length limit to what was sent, before trimming', async () => {
    app = await buildTestApp();
    const client = await loggedInClient(app, await createUser(app));
    const tooLong = `\n${'a'.repeat(TOPIC_MAX_LENGTH)}`;
    const response = await client.request('POST', '/api/reeprise/generated_texts/', {
      payload: { ...base, topic: tooLong },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['topic']);
  });
});
