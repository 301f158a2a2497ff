import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Every server suite runs on SQLite; with DATABASE_URL set (CI sets it) it runs on PostgreSQL too, except
// the suites whose subject stores nothing an engine could treat differently: parsers in worker threads,
// the LLM client, stems, HTTP hardening. Run twice they cost CI minutes and test nothing new.
const engines = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];
const ENGINE_INDEPENDENT = [
  'src/platform/untrusted/**',
  'src/platform/morphology/**',
  'src/platform/llm/**',
  'src/modules/imported-texts/{url-import,hostile-files,extract,address-policy,web-extraction}.test.ts',
  'src/modules/vocabulary-exchange/hostile-anki.test.ts',
  'test/{http-hardening,fake-openai-server}.test.ts',
];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // most of a server test waits on sockets, the database or a fake model: two workers even on two cores
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    setupFiles: ['test/worker-database.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    projects: engines.map((engine) => ({
      extends: true,
      test: {
        name: engine,
        env: { TEST_DB: engine },
        ...(engine === 'postgres' ? { exclude: [...configDefaults.exclude, ...ENGINE_INDEPENDENT] } : {}),
      },
    })),
  },
});
