// `npm start`: build the web app when its build is missing or stale, then run the server
// (which migrates the database and serves the SPA, the API and the websocket from one process).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, ensureWebBuild } from './lib.mjs';

const built = await ensureWebBuild();
if (built !== 0) {
  console.error('The web build failed; see the messages above.');
  process.exit(built);
}
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], { stdio: 'inherit', cwd: ROOT });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
