import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.js';
import { buildTestApp } from './build-test-app.js';
import { createUser } from './factories.js';
import { loggedInClient, type TestClient } from './test-client.js';

/** A fresh test app with one learner, logged in: what most route tests start each test from. */
export async function learnerApp(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; userId: number; client: TestClient }> {
  const app = await buildTestApp(overrides);
  const user = await createUser(app);
  return { app, userId: user.id, client: await loggedInClient(app, user) };
}
