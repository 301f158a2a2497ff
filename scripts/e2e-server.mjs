// The server the browser tests run against: a fresh data dir, known test users, the demo writer.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, TSX, run } from './lib.mjs';

// One data dir per port, so two browser runs on different ports never share a database.
const dataDir = process.env.DATA_DIR ?? path.join(ROOT, `data/e2e-${process.env.PORT ?? '8123'}`);
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, LLM_PROVIDER: 'demo', LOG_LEVEL: 'warn' };
delete env.DATABASE_URL;
delete env.REDIS_URL;

const users = [
  ['learner', ['--password', 'learner-password-1']],
  ['staff', ['--password', 'staff-password-1', '--staff']],
  ['holder', ['--password', 'holder-password-1', '--permission', 'barks.view_bark', '--permission', 'shoppinglist.view_shoppinglist']],
];
for (const [name, args] of users) {
  const code = await run(TSX, ['apps/server/src/cli/users.ts', 'create', name, ...args], { env });
  if (code !== 0) process.exit(code);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit', cwd: ROOT, env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
