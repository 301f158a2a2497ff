import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.js';
import { buildFakeModelApp, buildTestApp } from './build-test-app.js';
import { createUser } from './factories.js';
import { startFakeOpenAiServer, type FakeBehaviour, type FakeOpenAiServer } from './fake-openai-server.js';
import { loggedInClient, type TestClient } from './test-client.js';
import { insertCompleteText } from './texts.js';

/** A fresh test app with one learner, logged in: what most route tests start each test from. */
export async function learnerApp(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; userId: number; client: TestClient }> {
  const app = await buildTestApp(overrides);
  const user = await createUser(app);
  return { app, userId: user.id, client: await loggedInClient(app, user) };
}

/**
 * A fresh test app whose model is a fake OpenAI-compatible server answering `fallback` unless a test
 * enqueues another answer, with one learner logged in and a COMPLETE text of theirs holding `text`.
 */
export async function fakeModelLearner(
  fallback: FakeBehaviour,
  text: string,
  textOptions: Parameters<typeof insertCompleteText>[3] = {},
): Promise<{
  fake: FakeOpenAiServer;
  app: FastifyInstance;
  userId: number;
  client: TestClient;
  textId: number;
}> {
  const fake = await startFakeOpenAiServer({ fallback });
  const app = await buildFakeModelApp(fake.url);
  const user = await createUser(app);
  const client = await loggedInClient(app, user);
  return {
    fake,
    app,
    userId: user.id,
    client,
    textId: await insertCompleteText(app, user.id, text, textOptions),
  };
}
