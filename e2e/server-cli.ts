import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect } from './fixtures';

// The operator's commands run against the database of the server under test (scripts/e2e-server.mjs).
const ROOT = path.resolve(import.meta.dirname, '..');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: path.join(ROOT, `data/e2e-${process.env.E2E_PORT ?? '8123'}`),
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
delete env.INIT_CWD;

/** Runs `apps/server/src/cli/<script>.ts` with `args`; fails the test unless it succeeds. Its output. */
export function serverCli(script: string, ...args: string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', `apps/server/src/cli/${script}.ts`, ...args],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

/** A learner of its own, so a spec's words disturb no other spec's. */
export function newLearner(name: string): { username: string; password: string } {
  const learner = { username: `${name}_${Date.now()}`, password: 'spec-learner-password-1' };
  serverCli('users', 'create', learner.username, '--password', learner.password);
  return learner;
}
