import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILED_MESSAGE, SIGNED_IN_COOKIE } from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { multipart, pngImage } from '../../../test/images.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';
import { LOGIN_RULES } from './login-throttle.service.js';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

describe('GET /accounts/whoami', () => {
  it('answers the logged-out shape and sets a csrftoken cookie', async () => {
    const client = new TestClient(app);
    const response = await client.get('/accounts/whoami');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: null, username: null, is_staff: false, permissions: [] });
    expect(client.csrfToken).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers the logged-in shape with staff flag and permissions', async () => {
    const user = await createUser(app, { isStaff: true, permissions: ['barks.view_bark'] });
    const client = await loggedInClient(app, user);
    const response = await client.get('/accounts/whoami');
    expect(response.json()).toEqual({
      userId: user.id,
      username: user.username,
      is_staff: true,
      permissions: ['barks.view_bark'],
      pic: null,
    });
  });

  // issue 35: every page asked for the picture of a user without one (a 404 each)
  it('says whether the user has a profile picture: null, then its versioned URL', async () => {
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    expect((await client.get('/accounts/whoami')).json()).toMatchObject({ pic: null });
    const form = multipart(
      {},
      { pic: { data: await pngImage(), filename: 'me.png', contentType: 'image/png' } },
    );
    expect(
      (await client.put('/api/reeprise/profiles/', form.payload, { headers: form.headers })).statusCode,
    ).toBe(200);
    const { pic } = (await client.get('/accounts/whoami')).json<{ pic: string }>();
    expect(pic).toMatch(new RegExp(`^/api/reeprise/users/${user.id}/profile_pic/\\?v=\\d+$`));
    expect((await client.get(pic)).statusCode).toBe(200);
  });
});

describe('POST /api/login/', () => {
  it('logs in with a trimmed username and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const user = await createUser(app);
    const client = new TestClient(app);
    await client.get('/accounts/whoami');
    const response = await client.post('/api/login/', {
      username: `  ${user.username} `,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: user.id, username: user.username });
    const session = response.cookies.find((c) => c.name === 'sessionid');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // the SPA's hint that this browser is signed in: readable by it, lasting as long as the session
    const hint = response.cookies.find((c) => c.name === SIGNED_IN_COOKIE);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: session!.maxAge });
    expect(hint!.httpOnly).toBeFalsy();
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const user = await createUser(app);
    const client = new TestClient(app);
    await client.get('/accounts/whoami');
    const wrong = await client.post('/api/login/', { username: user.username, password: 'not the password' });
    const unknown = await client.post('/api/login/', {
      username: 'nobody-here',
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: LOGIN_FAILED_MESSAGE });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses inactive users with the same message', async () => {
    const user = await createUser(app);
    await app.ctx.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute();
    const client = new TestClient(app);
    await client.get('/accounts/whoami');
    const response = await client.post('/api/login/', { username: user.username, password: user.password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: LOGIN_FAILED_MESSAGE });
  });

  it('validates input: required fields and the 80-character username limit', async () => {
    const client = new TestClient(app);
    await client.get('/accounts/whoami');
    const empty = await client.post('/api/login/', { username: '   ', password: '' });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(expect.arrayContaining(['username', 'password']));
    const long = await client.post('/api/login/', { username: 'x'.repeat(81), password: 'whatever' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.username).toBeDefined();
  });

  it('throttles repeated failures for one account with back-off (429), then lets the user in later', async () => {
    const user = await createUser(app);
    const client = new TestClient(app);
    await client.get('/accounts/whoami');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await client.post('/api/login/', { username: user.username, password: `wrong-${i}` })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);
    const blocked = await client.post('/api/login/', { username: user.username, password: user.password });
    expect(blocked.statusCode).toBe(429);
    // Coded, so the web app can say it in the learner's language; the English text has the right plural.
    expect(blocked.json()).toEqual({
      detail: 'Too many failed login attempts. Please try again in 1 second.',
      code: 'login_throttled',
      params: { seconds: 1 },
    });

    // The block is a back-off, not a lock-out: once it has passed, the right password works.
    await app.ctx.db.updateTable('login_throttle').set({ blocked_until: null }).execute();
    const ok = await client.post('/api/login/', { username: user.username, password: user.password });
    expect(ok.statusCode).toBe(200);
  });

  it('rotates the session id at login and binds a new CSRF token to it', async () => {
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    const firstSession = client.cookies.get('sessionid');
    const firstCsrf = client.csrfToken;
    const again = await client.post('/api/login/', { username: user.username, password: user.password });
    expect(again.statusCode).toBe(200);
    expect(client.cookies.get('sessionid')).not.toBe(firstSession);
    expect(client.csrfToken).not.toBe(firstCsrf);

    // The old session id is dead.
    const stale = new TestClient(app);
    stale.cookies.set('sessionid', firstSession!);
    expect((await stale.get('/accounts/whoami')).json().userId).toBeNull();
  });
});

describe('POST /accounts/logout/', () => {
  it('ends the session on the server, so a copied cookie no longer works', async () => {
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    const sessionId = client.cookies.get('sessionid')!;
    const response = await client.post('/accounts/logout/');
    expect(response.statusCode).toBe(200);
    expect((await client.get('/accounts/whoami')).json().userId).toBeNull();

    const replay = new TestClient(app);
    replay.cookies.set('sessionid', sessionId);
    expect((await replay.get('/accounts/whoami')).json().userId).toBeNull();
    expect((await replay.get('/api/reeprise/user_settings/')).statusCode).toBe(401);
  });

  it('drops the signed-in hint with the session', async () => {
    const client = await loggedInClient(app, await createUser(app));
    expect(client.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    await client.post('/accounts/logout/');
    expect(client.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });
});

describe('the signed-in hint', () => {
  it('is dropped by whoami when the browser holding it has no session, and kept while it has one', async () => {
    const user = await createUser(app);
    const signedIn = await loggedInClient(app, user);
    await signedIn.get('/accounts/whoami');
    expect(signedIn.cookies.get(SIGNED_IN_COOKIE)).toBe('1');

    const expired = new TestClient(app);
    expired.cookies.set('sessionid', 'no-such-session');
    expired.cookies.set(SIGNED_IN_COOKIE, '1');
    expect((await expired.get('/accounts/whoami')).json().userId).toBeNull();
    expect(expired.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
  });
});

describe('CSRF', () => {
  it('refuses an unsafe call without the header', async () => {
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    const response = await client.patch(
      '/api/reeprise/user_settings/',
      { show_welcome_card: false },
      { csrf: false },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toMatch(/CSRF/);
  });

  it('refuses a wrong token, even when header and cookie agree', async () => {
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    client.cookies.set('csrftoken', 'forged');
    const response = await client.patch(
      '/api/reeprise/user_settings/',
      { show_welcome_card: false },
      { headers: { 'x-csrftoken': 'forged' } },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a token of another session', async () => {
    const alice = await loggedInClient(app, await createUser(app));
    const bob = await loggedInClient(app, await createUser(app));
    bob.cookies.set('csrftoken', alice.csrfToken!);
    const response = await bob.patch('/api/reeprise/user_settings/', { show_welcome_card: false });
    expect(response.statusCode).toBe(403);
  });

  it('refuses an anonymous token once logged in', async () => {
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    const anonymous = new TestClient(app);
    await anonymous.get('/accounts/whoami');
    client.cookies.set('csrftoken', anonymous.csrfToken!);
    const response = await client.patch('/api/reeprise/user_settings/', { show_welcome_card: false });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a foreign Origin and a cross-site fetch', async () => {
    const user = await createUser(app);
    const client = await loggedInClient(app, user);
    const foreign = await client.patch(
      '/api/reeprise/user_settings/',
      { show_welcome_card: false },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    const crossSite = await client.patch(
      '/api/reeprise/user_settings/',
      { show_welcome_card: false },
      { headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(crossSite.statusCode).toBe(403);
    const sameOrigin = await client.patch(
      '/api/reeprise/user_settings/',
      { show_welcome_card: false },
      { headers: { origin: 'http://localhost:80' } },
    );
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('protects the login call too', async () => {
    const user = await createUser(app);
    const client = new TestClient(app);
    const response = await client.post('/api/login/', { username: user.username, password: user.password });
    expect(response.statusCode).toBe(403);
  });
});

describe('account lock-out (docs/decisions/009)', () => {
  it('never keeps the owner out: her correct password from her own address works while guessers are blocked', async () => {
    // Behind a trusted proxy, so each guess can come from another client address.
    await app.close();
    app = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    const user = await createUser(app);
    const visitor = new TestClient(app);
    await visitor.get('/accounts/whoami');
    const from = (address: string, password: string) =>
      visitor.post(
        '/api/login/',
        { username: user.username, password },
        { headers: { 'x-forwarded-for': address } },
      );

    const guesses = LOGIN_RULES.account.free + 2;
    for (let i = 0; i < guesses; i += 1) {
      expect((await from(`203.0.113.${i + 1}`, `guess number ${i}`)).statusCode).toBe(400);
    }
    // The account is over its limit: an address that already failed on it waits ...
    expect((await from('203.0.113.1', 'one more guess')).statusCode).toBe(429);
    // ... but the owner, from an address without failures, is let in.
    const owner = await from('198.51.100.7', user.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ userId: user.id });
  });
});
