import { buildApp } from './app.js';
import { ensureAdminUser } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { resumePendingWork } from './context.js';

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const admin = await ensureAdminUser(app.ctx);
  const resumed = await resumePendingWork(app.ctx);
  if (resumed > 0) app.log.info(`resumed ${resumed} unfinished job(s)`);
  await app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Reeprise is running: ${url}/reeprise`,
    `  Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}`,
    `  Texts are written by: ${config.llm.provider === 'demo' ? 'the offline demo writer (set LLM_API_KEY for a real model)' : config.llm.model}`,
  ];
  if (admin) {
    lines.push(
      '',
      '  First start: a staff user was created. Log in with',
      `    username: ${admin.username}`,
      `    password: ${admin.password}`,
      '  This password is shown only once. Change it with: npm run users -- set-password admin --password NEW',
    );
  } else {
    lines.push(`  Log in at ${url}/reeprise (manage users with: npm run users -- list)`);
  }
  console.log(lines.join('\n') + '\n');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => process.exit(1), 30_000);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
