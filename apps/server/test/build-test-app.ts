import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { checkAnswersAgainstOpenApi } from './openapi-conformance.js';
import { openTestDatabase } from './test-database.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    SESSION_SECRET: TEST_SECRET,
    DATABASE_URL: 'sqlite::memory:',
    DATA_DIR: '/tmp/reeprise-test-unused',
    LLM_PROVIDER: 'demo',
    DEMO_LLM_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
  });
  return { ...base, ...overrides };
}

/** The real app on a fresh database, without listening and without the web build. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const app = await buildApp(testConfig(overrides), {
    webRoot: '/nonexistent',
    logger: false,
    jobBackoffMs: 10,
    shutdownGraceMs: 0,
    ...options,
    database,
  });
  checkAnswersAgainstOpenApi(app);
  app.addHook('onClose', () => database.close());
  return app;
}

/**
 * The test app with the OpenAI-compatible provider pointed at a fake model server (test/fake-openai-server.ts);
 * by default without retries, so a refused call fails at once (`{}` keeps the provider's own retry policy).
 */
export function buildFakeModelApp(
  modelUrl: string,
  llmOptions: BuildOptions['llmOptions'] = { openai: { retry: { maxRetries: 0 } } },
): Promise<FastifyInstance> {
  return buildTestApp(
    { llm: { provider: 'openai', baseUrl: modelUrl, apiKey: 'k', model: 'm', visionModel: 'm', demoDelayMs: 0 } },
    { llmOptions },
  );
}
