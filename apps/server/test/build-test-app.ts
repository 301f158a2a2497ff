import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { checkAnswersAgainstOpenApi } from './openapi-conformance.js';
import { openTestDatabase } from './test-database.js';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A test's changes to the configuration: a section (llm, usageLimits, …) names only the fields it changes. */
export type ConfigOverrides = {
  [K in keyof Config]?: Config[K] extends unknown[]
    ? Config[K]
    : Config[K] extends object
      ? Partial<Config[K]>
      : Config[K];
};

export function testConfig(overrides: ConfigOverrides = {}): Config {
  const base = loadConfig({
    SESSION_SECRET: TEST_SECRET,
    DATABASE_URL: 'sqlite::memory:',
    DATA_DIR: '/tmp/reeprise-test-unused',
    LLM_PROVIDER: 'demo',
    DEMO_LLM_DELAY_MS: '0',
    LOG_LEVEL: 'silent',
  });
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const section: unknown = base[key as keyof Config];
    const isSection = typeof section === 'object' && section !== null && !Array.isArray(section);
    merged[key] = isSection ? { ...section, ...(value as object) } : value;
  }
  return merged as Config;
}

/** The real app on a fresh database, without listening and without the web build. */
export async function buildTestApp(
  overrides: ConfigOverrides = {},
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
    {
      llm: {
        provider: 'openai',
        baseUrl: modelUrl,
        apiKey: 'k',
        model: 'm',
        visionModel: 'm',
        demoDelayMs: 0,
      },
    },
    { llmOptions },
  );
}
