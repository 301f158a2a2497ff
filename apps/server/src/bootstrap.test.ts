import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.js';
import { createUser } from '../test/factories.js';
import { ensureAdminUser } from './bootstrap.js';

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(() => app.close());

it('creates the staff user admin on the first start only, and hands out its password once', async () => {
  const first = await ensureAdminUser(app.ctx);
  expect(first).toMatchObject({ username: 'admin' });
  expect(first!.password.length).toBeGreaterThanOrEqual(16);
  const admin = (await app.ctx.services.users.list()).find((user) => user.username === 'admin');
  expect(admin).toMatchObject({ isStaff: true });
  expect(await ensureAdminUser(app.ctx)).toBeNull();
  expect(await app.ctx.services.users.count()).toBe(1);
});

it('leaves a database that already has users alone', async () => {
  await createUser(app);
  expect(await ensureAdminUser(app.ctx)).toBeNull();
  expect((await app.ctx.services.users.list()).map((user) => user.username)).not.toContain('admin');
});
