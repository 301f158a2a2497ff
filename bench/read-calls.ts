// Throughput and p99 of the main read calls (whoami, text list, vocabulary list with filters) on the
// seeded dataset: SQLite with one process, PostgreSQL with one and with two processes. Load comes
// from autocannon in separate processes, so it never shares the server's event loop.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ROOT, login, printTable, runCli, startServer, type RunningServer } from './lib.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCALE = process.env.BENCH_SCALE ?? 'full'; // 'full' = the 100k texts / 1M entries; 'small' = a tenth
const SIZES = SCALE === 'full' ? ['--users', '1000', '--texts', '100000', '--vocabulary', '1000000'] : ['--users', '100', '--texts', '10000', '--vocabulary', '100000'];
const DATA = path.join(ROOT, 'bench/.data');
const PG_SCHEMA = `bench_${SCALE}`;
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

const ENDPOINTS = [
  ['whoami', '/accounts/whoami'],
  ['text list', '/api/reeprise/generated_texts/'],
  ['vocabulary list (language + last 90 days)', '/api/reeprise/vocabulary/?language=SPANISH&language=FRENCH&generated_text_created_at_last_days=90'],
] as const;

interface Load {
  requests: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function autocannon(url: string, cookie: string): Promise<Load> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/autocannon'),
      ['-j', '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-H', `cookie=${cookie}`, url],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(new Error(`autocannon failed: ${error.message}`));
        const result = JSON.parse(stdout) as { requests: { total: number }; latency: { p99: number }; errors: number; non2xx: number };
        resolve({ requests: result.requests.total, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
      },
    );
  });
}

async function measure(label: string, servers: RunningServer[]) {
  const { cookie } = await login(servers[0].url, 'bench0001', 'bench-password-1');
  const rows = [];
  for (const [name, pathname] of ENDPOINTS) {
    await Promise.all(servers.map((s) => autocannon(`${s.url}${pathname}`, cookie).catch(() => undefined))); // warm-up, discarded
    const loads = await Promise.all(servers.map((s) => autocannon(`${s.url}${pathname}`, cookie)));
    const total = loads.reduce((n, l) => n + l.requests, 0);
    rows.push({
      setup: label,
      call: name,
      'req/s': Math.round(total / DURATION_S),
      'p99 ms': Math.max(...loads.map((l) => l.p99)),
      errors: loads.reduce((n, l) => n + l.errors + l.non2xx, 0),
    });
  }
  return rows;
}

async function seededSqlite(): Promise<string> {
  const dir = path.join(DATA, `sqlite-${SCALE}`);
  if (!existsSync(path.join(dir, 'reeprise.sqlite'))) {
    mkdirSync(dir, { recursive: true });
    console.log(`seeding SQLite (${SCALE}) in ${dir} …`);
    await runCli('cli/seed-bench.ts', SIZES, { DATA_DIR: dir, DATABASE_URL: '' });
  }
  return dir;
}

async function seededPostgres(): Promise<string | undefined> {
  const base = process.env.DATABASE_URL;
  if (!base) return undefined;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  const exists = await client.query(`select 1 from information_schema.tables where table_schema = $1 and table_name = 'vocabulary_usages'`, [PG_SCHEMA]);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${PG_SCHEMA}`);
  if (exists.rowCount === 0) {
    await client.query(`drop schema if exists ${PG_SCHEMA} cascade`);
    await client.query(`create schema ${PG_SCHEMA}`);
    console.log(`seeding PostgreSQL schema ${PG_SCHEMA} (${SCALE}) …`);
    await runCli('cli/seed-bench.ts', SIZES, { DATABASE_URL: url.toString(), DATA_DIR: path.join(DATA, 'pg') });
    await client.query(`analyze`);
  }
  await client.end();
  return url.toString();
}

export async function main() {
  const rows = [];
  const sqliteDir = await seededSqlite();
  let servers = [await startServer({ DATA_DIR: sqliteDir, DATABASE_URL: '', SESSION_SECRET }, 8411)];
  try {
    rows.push(...(await measure('SQLite, 1 process', servers)));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  const pgUrl = await seededPostgres();
  if (pgUrl) {
    const env = { DATABASE_URL: pgUrl, DATA_DIR: path.join(DATA, 'pg'), SESSION_SECRET, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: 'bench' } : {}) };
    servers = [await startServer(env, 8412)];
    try {
      rows.push(...(await measure('PostgreSQL, 1 process', servers)));
      servers.push(await startServer(env, 8413));
      rows.push(...(await measure('PostgreSQL, 2 processes', servers)));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  } else {
    console.log('DATABASE_URL is not set: the PostgreSQL rows are skipped.');
  }
  printTable(`Read calls: ${CONNECTIONS} connections, ${DURATION_S} s per call, dataset '${SCALE}'`, rows);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

