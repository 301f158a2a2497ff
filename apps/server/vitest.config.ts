import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every server suite runs on SQLite; with DATABASE_URL set (CI sets it) it runs on PostgreSQL too.
const engines = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])];

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
      test: { name: engine, env: { TEST_DB: engine } },
    })),
  },
});
