import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_CACHE_MS, SESSION_IDLE_TIMEOUT_MS } from '../src/modules/auth/session.service.js';
import { passwordProblem } from '../src/modules/users/password.js';
import { buildTestApp, testConfig } from './build-test-app.js';
import { createUser } from './factories.js';
import { multipart, pngImage } from './images.js';
import { openTestDatabase } from './test-database.js';
import { TestClient, loggedInClient } from './test-client.js';

// The OWASP ASVS level 2 items of issue 9 that are not proven elsewhere (docs/security.md maps each
// item to its test).
let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

describe('cookies and transport', () => {
  it('behind HTTPS uses a Secure __Host- session cookie, a Secure csrftoken and HSTS', async () => {
    app = await buildTestApp({ secureCookies: true, allowedOrigins: ['https://reeprise.example'] });
    const user = await createUser(app);
    const client = new TestClient(app);
    await client.get('/accounts/whoami');
    const response = await client.post('/api/login/', { username: user.username, password: user.password });
    const session = response.cookies.find((c) => c.name === '__Host-sessionid');
    expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session).not.toHaveProperty('domain');
    const csrf = response.cookies.find((c) => c.name === 'csrftoken');
    expect(csrf?.secure).toBe(true);
    expect(csrf?.httpOnly).toBeFalsy(); // the SPA must read it
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('without HTTPS sends no HSTS (it would lock a local install out)', async () => {
    app = await buildTestApp();
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the security headers on JSON, errors and unknown paths, and never a wildcard CORS header', async () => {
    app = await buildTestApp();
    for (const url of ['/api/health', '/api/reeprise/generated_texts/', '/api/nope', '/reeprise']) {
      const response = await app.inject({ url, headers: { origin: 'https://evil.example' } });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});

describe('sessions', () => {
  async function appWithClock() {
    // Ahead of the wall clock, so sessions start after the users' passwords were set.
    let now = Date.now() + 60_000;
    const database = await openTestDatabase();
    const built = await buildApp(testConfig(), { database, logger: false, webRoot: '/nonexistent', shutdownGraceMs: 0 });
    built.addHook('onClose', () => database.close());
    // The session service reads time through its clock; tests move it.
    (built.ctx.services.sessions as unknown as { clock: () => Date }).clock = () => new Date(now);
    return { built, advance: (ms: number) => (now += ms) };
  }

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const { built, advance } = await appWithClock();
    app = built;
    const client = await loggedInClient(app, await createUser(app));
    advance(SESSION_IDLE_TIMEOUT_MS - 60_000);
    expect((await client.get('/accounts/whoami')).json().userId).not.toBeNull(); // activity renews the idle window
    advance(SESSION_IDLE_TIMEOUT_MS + SESSION_CACHE_MS);
    expect((await client.get('/accounts/whoami')).json().userId).toBeNull();

    const active = await loggedInClient(app, await createUser(app));
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_TIMEOUT_MS; elapsed += SESSION_IDLE_TIMEOUT_MS / 2) {
      advance(SESSION_IDLE_TIMEOUT_MS / 2);
      await active.get('/accounts/whoami');
    }
    advance(SESSION_CACHE_MS);
    expect((await active.get('/accounts/whoami')).json().userId).toBeNull();
  });

  it('ends the other sessions of a user whose password changes', async () => {
    app = await buildTestApp();
    const user = await createUser(app);
    const laptop = await loggedInClient(app, user);
    const phone = await loggedInClient(app, user);
    const changed = await app.ctx.services.users.setPassword(user.username, 'a brand new passphrase');
    await app.ctx.services.sessions.endOthers(changed.id);
    expect((await laptop.get('/accounts/whoami')).json().userId).toBeNull();
    expect((await phone.get('/accounts/whoami')).json().userId).toBeNull();
  });

  it('changes nothing on GET: a GET to a state-changing path is not found', async () => {
    app = await buildTestApp();
    const client = await loggedInClient(app, await createUser(app));
    for (const url of ['/accounts/logout/', '/api/reeprise/vocabulary/1/mark_vocabulary_as_learned/', '/api/reeprise/generated_texts/1/generate_chapter/']) {
      expect((await client.get(url)).statusCode, url).toBe(404);
    }
    expect((await client.get('/accounts/whoami')).json().userId).not.toBeNull();
  });
});

describe('passwords and login', () => {
  it('uses argon2id with OWASP parameters', async () => {
    app = await buildTestApp();
    const user = await createUser(app);
    const row = await app.ctx.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('accepts 8–128 characters without composition rules and refuses common passwords', () => {
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('password123')).toMatch(/too common/);
    expect(passwordProblem('all lowercase words')).toBeNull();
  });

  it('throttles one attacker address without locking the account for everybody', async () => {
    app = await buildTestApp();
    const user = await createUser(app);
    const attacker = new TestClient(app);
    await attacker.get('/accounts/whoami');
    for (let i = 0; i < 8; i += 1) {
      await attacker.post('/api/login/', { username: user.username, password: `guess-${i}` }, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    }
    expect((await attacker.post('/api/login/', { username: user.username, password: user.password })).statusCode).toBe(429);
    // The owner, from their own address, still gets in: the per-account counter is far from its limit.
    const owner = new TestClient(app);
    await owner.get('/accounts/whoami');
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/',
      remoteAddress: '198.51.100.7',
      headers: { cookie: `csrftoken=${owner.csrfToken}`, 'x-csrftoken': owner.csrfToken!, 'content-type': 'application/json' },
      payload: { username: user.username, password: user.password },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('uploads', () => {
  it('refuses renamed, polyglot and path-traversal uploads, and stores no file name', async () => {
    app = await buildTestApp();
    const client = await loggedInClient(app, await createUser(app));
    const png = await pngImage();
    const cases = [
      { data: Buffer.from('#!/bin/sh\necho owned\n'), filename: 'photo.png', contentType: 'image/png' },
      { data: Buffer.from('<?php system($_GET["c"]); ?>'), filename: '../../../etc/passwd', contentType: 'image/jpeg' },
      { data: Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]), filename: 'x.gif', contentType: 'image/gif' },
    ];
    for (const file of cases) {
      const form = multipart({}, { pic: file });
      expect((await client.put('/api/reeprise/profiles/', form.payload, { headers: form.headers })).statusCode, file.filename).toBe(400);
    }
    // A real image with a hostile name and trailing junk is re-encoded: the junk does not survive.
    const polyglot = multipart({}, { pic: { data: Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), filename: '..\\..\\evil.html', contentType: 'text/html' } });
    expect((await client.put('/api/reeprise/profiles/', polyglot.payload, { headers: polyglot.headers })).statusCode).toBe(200);
    const stored = await app.ctx.db.selectFrom('files').selectAll().executeTakeFirstOrThrow();
    expect(stored.content_type).toBe('image/webp');
    expect(Buffer.from(stored.data).includes(Buffer.from('<script>'))).toBe(false);
    expect(Object.keys(stored)).not.toContain('filename');
  });

  it('answers 413 for an oversized body before reading it all', async () => {
    app = await buildTestApp();
    const client = await loggedInClient(app, await createUser(app));
    const response = await client.patch('/api/reeprise/user_settings/', { mother_tongue: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
  });
});

describe('errors and logs', () => {
  it('answers a failure without a stack trace and logs no secrets', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const database = await openTestDatabase();
    app = await buildApp({ ...testConfig(), logLevel: 'info' }, { database, webRoot: '/nonexistent', shutdownGraceMs: 0, loggerStream: stream });
    app.addHook('onClose', () => database.close());
    app.get('/api/test-crash', async () => {
      throw new Error('database password is hunter2');
    });
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    const response = await client.get('/api/test-crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error.' });
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).not.toContain(client.cookies.get('sessionid')!);
    expect(log).not.toContain(client.csrfToken!);
    expect(log).not.toContain(user.password);
  });
});
