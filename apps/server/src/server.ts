import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ensureAdminUser } from './bootstrap.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { resumePendingWork } from './context.js';

// Work whose job was lost (a worker killed past its retries, a Redis restart) is queued again.
const SWEEP_INTERVAL_MS = 60_000;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const admin = await ensureAdminUser(app.ctx);
  let sweep: NodeJS.Timeout | undefined;
  if (config.role !== 'web') {
    const resumed = await resumePendingWork(app.ctx);
    if (resumed > 0) app.log.info(`resumed ${resumed} unfinished job(s)`);
    sweep = setInterval(() => {
      resumePendingWork(app.ctx).catch((error: unknown) => app.log.error({ err: error }, 'sweep failed'));
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
  }
  if (config.role !== 'worker') await app.listen({ port: config.port, host: config.host });
  console.log(banner(config, admin));

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(sweep);
    app.log.info({ signal }, 'shutting down: no new requests or jobs; running generations get a grace period');
    closeWithin(app, config.shutdownGraceMs + 10_000);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function closeWithin(app: FastifyInstance, deadlineMs: number) {
  const deadline = setTimeout(() => process.exit(1), deadlineMs);
  deadline.unref();
  app.close().then(
    () => process.exit(0),
    (error: unknown) => {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

function banner(config: Config, admin: { username: string; password: string } | null): string {
  const url = `http://localhost:${config.port}`;
  const lines = [
    '',
    config.role === 'worker' ? '  Reeprise worker is running (jobs only).' : `  Reeprise is running: ${url}/reeprise`,
    `  Database: ${config.database.kind === 'sqlite' ? config.database.file : 'PostgreSQL'}${config.redisUrl ? ', jobs and streams through Redis' : ''}`,
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
  } else if (config.role !== 'worker') {
    lines.push(`  Log in at ${url}/reeprise (manage users with: npm run users -- list)`);
  }
  return lines.join('\n') + '\n';
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
