// `npm run dev`: the server in watch mode on :8000 and the Vite dev server (proxying /api, /accounts, /ws).
import { spawn } from 'node:child_process';
import { ROOT } from './lib.mjs';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@reeprise/server'], { stdio: 'inherit', cwd: ROOT }),
  spawn('npm', ['run', 'dev', '-w', '@reeprise/web'], { stdio: 'inherit', cwd: ROOT }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
}));
