// Throughput and p99 of the main read calls (whoami, text list, vocabulary list with filters) on the
// seeded dataset: SQLite with one process, PostgreSQL with one and with two processes. Load comes
// from autocannon in separate processes, so it never shares the server's event loop.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { GeneratedTextPageSchema, VocabularyPageSchema, WhoamiSchema } from '@reeprise/contract';
import { ROOT, expectAnswer, login, printTable, runBenchmark, runCli, startServer, type RunningServer } from './lib.js';
import { cpuSeconds } from './support/learner-sim.js';
import { besideOneLearner, measureCrowd, type RowsOf } from './support/read-crowd.js';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SCALE = process.env.BENCH_SCALE ?? 'full'; // 'full' = the issue's 100k texts / 1M entries; 'small' = a tenth
const USERS = SCALE === 'full' ? 1000 : 100;
const SIZES = ['--users', String(USERS), '--texts', String(USERS * 100), '--vocabulary', String(USERS * 1000)];
// issue 38: the crowd, every request another learner's page (the cache-miss path)
const CROWD = Math.min(USERS, Number(process.env.BENCH_CROWD ?? 1000));
export const READ_CALLS_RESULTS = path.join(ROOT, 'bench/.data/read-calls.json');
const DATA = path.join(ROOT, 'bench/.data');
const PG_SCHEMA = `bench_${SCALE}`;
const SESSION_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
// autocannon sends no Accept-Encoding, so answers go uncompressed; BENCH_ACCEPT_ENCODING='gzip, br' measures
// what a browser gets (compressed JSON above 1 KB, docs/performance.md)
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING;

// the seed's texts go to the users in turn, newest to bench0999: its first page of the text list holds
// its own texts and others' public ones, which the check below asks for
const USER = 'bench0999';
const VOCABULARY_LANGUAGES = ['SPANISH', 'FRENCH'];
const ENDPOINTS = [
  ['whoami', '/accounts/whoami'],
  ['text list', '/api/reeprise/generated_texts/'],
  ['vocabulary list (language + last 90 days)', `/api/reeprise/vocabulary/?${VOCABULARY_LANGUAGES.map((l) => `language=${l}`).join('&')}&generated_text_created_at_last_days=90`],
] as const;

/**
 * Before anything is timed, each call answers 200 with a non-empty, schema-valid answer for the
 * benchmark's user (issue 15): a wrong user, a 4xx or an empty page fails the benchmark instead.
 */
async function checkAnswers(server: RunningServer, cookie: string) {
  const init = { headers: { cookie } };
  const [[, whoamiPath], [, textsPath], [, vocabularyPath]] = ENDPOINTS;
  const me = await expectAnswer(server.url, whoamiPath, init, WhoamiSchema, (answer) =>
    answer.username === USER && answer.userId !== null ? undefined : `logged in as ${answer.username ?? 'nobody'}, not ${USER}`,
  );
  await expectAnswer(server.url, textsPath, init, GeneratedTextPageSchema, ({ results }) => {
    if (results.length === 0) return 'the text list is empty';
    if (!results.some((text) => text.creator_id === me.userId)) return `none of the texts is ${USER}'s own`;
    const foreign = results.find((text) => text.creator_id !== me.userId && !text.publicly_visible);
    return foreign ? `text ${foreign.id} is another user's private text` : undefined;
  });
  await expectAnswer(server.url, vocabularyPath, init, VocabularyPageSchema, ({ results }) => {
    if (results.length === 0) return `${USER} has no vocabulary in ${VOCABULARY_LANGUAGES.join(' or ')} from the last 90 days (reseed: delete bench/.data)`;
    const wrong = results.find((entry) => !VOCABULARY_LANGUAGES.includes(entry.language));
    return wrong ? `entry ${wrong.id} is in ${wrong.language}, outside the filter` : undefined;
  });
}

interface Load {
  requests: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** bytes received, headers included */
  bytes: number;
}

function autocannon(url: string, cookie: string): Promise<Load> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/autocannon'),
      ['-j', '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-H', `cookie=${cookie}`, ...(ACCEPT_ENCODING ? ['-H', `accept-encoding=${ACCEPT_ENCODING}`] : []), url],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(new Error(`autocannon failed: ${error.message}`));
        const result = JSON.parse(stdout) as { requests: { total: number }; latency: { p99: number }; errors: number; non2xx: number; throughput: { total: number } };
        resolve({ requests: result.requests.total, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx, bytes: result.throughput.total });
      },
    );
  });
}

async function measure(label: string, servers: RunningServer[]) {
  const { cookie } = await login(servers[0].url, USER, 'bench-password-1');
  for (const server of servers) await checkAnswers(server, cookie);
  const rows = [];
  for (const [name, pathname] of ENDPOINTS) {
    await Promise.all(servers.map((s) => autocannon(`${s.url}${pathname}`, cookie).catch(() => undefined))); // warm-up, discarded
    const before = servers.map((s) => cpuSeconds(s.process.pid!));
    const loads = await Promise.all(servers.map((s) => autocannon(`${s.url}${pathname}`, cookie)));
    const cpu = servers.reduce((n, s, i) => n + cpuSeconds(s.process.pid!) - before[i], 0);
    const total = loads.reduce((n, l) => n + l.requests, 0);
    rows.push({
      setup: label,
      call: name,
      'req/s': Math.round(total / DURATION_S),
      'p99 ms': Math.max(...loads.map((l) => l.p99)),
      'bytes/answer': Math.round(loads.reduce((n, l) => n + l.bytes, 0) / Math.max(1, total)),
      errors: loads.reduce((n, l) => n + l.errors + l.non2xx, 0),
      'server CPU ms/call': Number(((cpu * 1000) / Math.max(1, total)).toFixed(2)),
    });
  }
  return rows;
}

const crowdOptions = (engine: string) => ({
  learners: CROWD,
  connections: CONNECTIONS,
  seconds: DURATION_S,
  headers: ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : ({} as Record<string, string>),
  sessionsFile: path.join(DATA, `crowd-sessions-${engine}-${SCALE}.json`),
});

function sqliteRows(dir: string): RowsOf {
  return async (sql) => {
    const db = new SQLite(path.join(dir, 'reeprise.sqlite'), { readonly: true });
    try {
      return db.prepare(sql).all() as Array<{ username: string; id: number }>;
    } finally {
      db.close();
    }
  };
}

function postgresRows(url: string): RowsOf {
  return async (sql) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ username: string; id: number }>(sql)).rows;
    } finally {
      await client.end();
    }
  };
}

async function seededSqlite(): Promise<string> {
  const dir = path.join(DATA, `sqlite-${SCALE}`);
  if (!existsSync(path.join(dir, 'reeprise.sqlite'))) {
    // seeded beside and renamed when complete: a seed cut off half way is never taken for a dataset
    const partial = `${dir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    console.log(`seeding SQLite (${SCALE}) in ${dir} …`);
    await runCli('cli/seed-bench.ts', SIZES, { DATA_DIR: partial, DATABASE_URL: '' });
    rmSync(dir, { recursive: true, force: true });
    renameSync(partial, dir);
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
    // seeded in a schema of its own and renamed when complete, as the SQLite dataset is
    const partial = `${PG_SCHEMA}_partial`;
    const seeding = new URL(url);
    seeding.searchParams.set('options', `-c search_path=${partial}`);
    await client.query(`drop schema if exists ${partial} cascade`);
    await client.query(`create schema ${partial}`);
    console.log(`seeding PostgreSQL schema ${PG_SCHEMA} (${SCALE}) …`);
    await runCli('cli/seed-bench.ts', SIZES, { DATABASE_URL: seeding.toString(), DATA_DIR: path.join(DATA, 'pg') });
    await client.query(`drop schema if exists ${PG_SCHEMA} cascade`);
    await client.query(`alter schema ${partial} rename to ${PG_SCHEMA}`);
    await client.query(`analyze`);
  }
  await client.end();
  return url.toString();
}

export async function main() {
  const rows = [];
  const crowd = [];
  const sqliteDir = await seededSqlite();
  let servers = [await startServer({ DATA_DIR: sqliteDir, DATABASE_URL: '', SESSION_SECRET }, 8411)];
  try {
    rows.push(...(await measure('SQLite, 1 process', servers)));
    crowd.push(...(await measureCrowd('SQLite, 1 process', servers, sqliteRows(sqliteDir), crowdOptions('sqlite'))));
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
  const pgUrl = await seededPostgres();
  if (pgUrl) {
    const env = { DATABASE_URL: pgUrl, DATA_DIR: path.join(DATA, 'pg'), SESSION_SECRET, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: 'bench' } : {}) };
    servers = [await startServer(env, 8412)];
    try {
      rows.push(...(await measure('PostgreSQL, 1 process', servers)));
      crowd.push(...(await measureCrowd('PostgreSQL, 1 process', servers, postgresRows(pgUrl), crowdOptions('pg'))));
      servers.push(await startServer(env, 8413));
      rows.push(...(await measure('PostgreSQL, 2 processes', servers)));
      crowd.push(...(await measureCrowd('PostgreSQL, 2 processes', servers, postgresRows(pgUrl), crowdOptions('pg'))));
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  } else {
    console.log('DATABASE_URL is not set: the PostgreSQL rows are skipped.');
  }
  const conditions = `${CONNECTIONS} connections, ${DURATION_S} s per call, dataset '${SCALE}', accept-encoding '${ACCEPT_ENCODING ?? 'none'}'`;
  printTable(`Read calls: ${conditions}`, rows);
  printTable(`Read calls of a crowd: every request another learner's page, ${CROWD} learners (${conditions})`, crowd);
  const beside = besideOneLearner(rows, crowd);
  printTable(`Read calls: one learner's first page (kept answers) beside the crowd's pages`, beside);
  mkdirSync(path.dirname(READ_CALLS_RESULTS), { recursive: true });
  writeFileSync(READ_CALLS_RESULTS, `${JSON.stringify({ measuredAt: new Date().toISOString(), conditions, rows, crowd, beside }, null, 1)}\n`);
}

await runBenchmark(import.meta.url, main);

