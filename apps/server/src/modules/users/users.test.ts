import type { FastifyInstance } from 'fastify';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@reeprise/contract';
import { buildTestApp } from '../../../test/build-test-app.js';
import { createUser } from '../../../test/factories.js';
import { openTestDatabase } from '../../../test/test-database.js';
import { TestClient, loggedInClient } from '../../../test/test-client.js';
import type { DatabaseHandle } from '../../db/database.js';
import { migrations } from '../../db/migrations/index.js';
import { HttpError } from '../../plugins/http-error.js';
import { passwordProblem } from './password.js';
import { usernameKey } from './username.js';
import { UsersRepository } from './users.repository.js';

let app: FastifyInstance | undefined;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await app?.close();
  await handle?.close();
  app = handle = undefined;
});

const PASSWORD = 'a long enough password';

/** What `users.create` (CLI, admin API and bootstrap all call it) answers: the user, or status and code. */
async function create(target: FastifyInstance, username: string, password = PASSWORD) {
  try {
    return await target.ctx.services.users.create({ username, password });
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, code: error.code, detail: error.detail };
    throw error;
  }
}

describe('usernames', () => {
  it('compares case-insensitively after NFKC: Admin, ADMIN and full-width ａｄｍｉｎ are admin', async () => {
    app = await buildTestApp();
    await create(app, 'admin');
    for (const name of ['Admin', 'ADMIN', 'ａｄｍｉｎ', ' admin ']) {
      expect(await create(app, name), name).toMatchObject({ status: 409 });
    }
    expect(usernameKey('STRASSE')).toBe(usernameKey('Straße'));
  });

  it('refuses names mixing alphabets (a Cyrillic а in a Latin name) with a clear, coded 400', async () => {
    app = await buildTestApp();
    const mixed = await create(app, '\u0430dmin');
    expect(mixed).toMatchObject({ status: 400, code: 'username_mixed_scripts' });
    expect((mixed as { detail: string }).detail).toMatch(/mixes letters of different alphabets \(Cyrillic, Latin\)/);
    // One alphabet, and the mixes Japanese, Chinese and Korean writing use, are fine.
    for (const name of ['иван', 'Ελένη', 'yamada山田たろう', 'kim김민수', 'anna_2.0']) {
      expect(await create(app, name), name).toMatchObject({ username: name });
    }
  });

  it('logs a user in whatever the case of the typed name', async () => {
    app = await buildTestApp();
    const user = await createUser(app, { username: 'Grace' });
    const client = new TestClient(app);
    expect((await client.login('GRACE', user.password)).json()).toMatchObject({ userId: user.id, username: 'Grace' });
  });

  it('lets only one of two concurrent creations of the same name (in different case) succeed', async () => {
    app = await buildTestApp();
    const results = await Promise.all(['Zoe', 'zoe', 'ZOE'].map((name) => create(app!, name)));
    expect(results.filter((r) => 'id' in r)).toHaveLength(1);
    expect(results.filter((r) => 'status' in r && r.status === 409)).toHaveLength(2);
  });

  it('keeps users that collided before migration 0009 working under their exact names', async () => {
    handle = await openTestDatabase({ migrated: false });
    const { db } = handle;
    const schema =
      handle.engine === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const provider = {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([name, build]) => [name, build(handle!.engine)])),
    };
    const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
    expect((await migrator.migrateTo('0005-usage-text-dates')).error).toBeUndefined();
    const now = new Date().toISOString();
    for (const username of ['admin', 'Admin']) {
      await sql`insert into users (username, password_hash, is_staff, is_active, created_at, password_changed_at)
        values (${username}, 'x', 0, 1, ${now}, ${now})`.execute(db);
    }
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const rows = await db.selectFrom('users').select(['username', 'username_key']).orderBy('id').execute();
    expect(rows).toEqual([
      { username: 'admin', username_key: 'admin' },
      { username: 'Admin', username_key: null },
    ]);
    // Each logs in under its own spelling; any other spelling means the oldest.
    const users = new UsersRepository(db);
    expect((await users.findByUsername('Admin'))?.username).toBe('Admin');
    expect((await users.findByUsername('admin'))?.username).toBe('admin');
    expect((await users.findByUsername('ADMIN'))?.username).toBe('admin');
  });
});

describe('new passwords', () => {
  it('are checked by a strength estimator besides length and the common-password list', () => {
    expect(passwordProblem('aaaaaaaa')).toMatch(/too easy to guess/);
    expect(passwordProblem('qwertzuiop')).toMatch(/too easy to guess/);
    expect(passwordProblem('Password1234')).toMatch(/too easy to guess/);
    expect(passwordProblem('grace-hopper-1906', ['grace-hopper'])).toMatch(/too easy to guess/);
    expect(passwordProblem('password123')).toBe('This password is too common.');
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('correct horse 7 battery')).toBeNull();
  });

  it('reach the admin with the estimator’s advice and a code, on create and on set-password', async () => {
    app = await buildTestApp();
    const staff = await loggedInClient(app, await createUser(app, { isStaff: true }));
    const created = await staff.post('/api/admin/users/', { username: 'newbie', password: 'aaaaaaaa' });
    expect(created.statusCode).toBe(400);
    expect(created.json<ErrorBody>()).toMatchObject({ code: 'password_too_weak', detail: expect.stringMatching(/too easy to guess\. Repeated characters/) });
    const user = await createUser(app);
    const set = await staff.post(`/api/admin/users/${user.id}/set_password/`, { password: '12341234' });
    expect(set.statusCode).toBe(400);
    expect(set.json<ErrorBody>().code).toBe('password_too_weak');
  });
});
