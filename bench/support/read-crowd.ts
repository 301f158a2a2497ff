// Issue 38: the read calls as a crowd makes them. The single-learner rows of read-calls repeat one
// learner's first page, so after the first call the answer is kept (decisions 025/026); here every
// request is another learner's page (a cursor at one of their own rows), so a kept answer rarely holds.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GeneratedTextPageSchema, VocabularyPageSchema, paths } from '@reeprise/contract';
import { BenchCheckError, ROOT, expectAnswer, login, type RunningServer } from '../lib.js';
import { cpuSeconds, learnerName } from './learner-sim.js';

/** Pages per learner and list: 1,000 learners give 30,000 different answers per list, more than a run asks for. */
const PAGES_PER_LEARNER = 30;
const VOCABULARY_LANGUAGES = ['SPANISH', 'FRENCH'];
const LAST_DAYS = 90;

/** Reads the seeded dataset: each row a learner and the id of one of their rows. */
export type RowsOf = (sql: string) => Promise<Array<{ username: string; id: number }>>;

interface CrowdList {
  call: string;
  /** Rows whose id, as a cursor, starts a non-empty page of this list for their learner. */
  sql: () => string;
  /** The list's path, at a page when `cursor` is given. */
  path: (cursor?: string) => string;
  check: (server: string, pathname: string, cookie: string) => Promise<unknown>;
}

const since = () => new Date(Date.now() - LAST_DAYS * 86_400_000).toISOString();
const inList = (values: string[]) => values.map((v) => `'${v}'`).join(', ');

export const CROWD_LISTS: CrowdList[] = [
  {
    call: 'text list',
    sql: () => `select u.username, t.id from generated_texts t join users u on u.id = t.creator_id`,
    path: (cursor) => paths.generatedTexts.collection({ cursor }),
    check: (url, pathname, cookie) =>
      expectAnswer(url, pathname, { headers: { cookie } }, GeneratedTextPageSchema, ({ results }) => (results.length > 0 ? undefined : 'the page is empty')),
  },
  {
    call: `vocabulary list (language + last ${LAST_DAYS} days)`,
    sql: () =>
      `select distinct u.username, v.id from vocabularies v join users u on u.id = v.user_id join vocabulary_usages g on g.vocabulary_id = v.id
        where v.language in (${inList(VOCABULARY_LANGUAGES)}) and g.text_created_at >= '${since()}'`,
    path: (cursor) =>
      paths.vocabulary.collection(
        new URLSearchParams([...VOCABULARY_LANGUAGES.map((l) => ['language', l]), ['generated_text_created_at_last_days', String(LAST_DAYS)], ...(cursor ? [['cursor', cursor]] : [])]),
      ),
    check: (url, pathname, cookie) =>
      expectAnswer(url, pathname, { headers: { cookie } }, VocabularyPageSchema, ({ results }) => {
        if (results.length === 0) return 'the page is empty';
        const wrong = results.find((entry) => !VOCABULARY_LANGUAGES.includes(entry.language));
        return wrong ? `entry ${wrong.id} is in ${wrong.language}, outside the filter` : undefined;
      }),
  },
];

/**
 * The crowd's sessions, kept beside the dataset (`file`): logging 1,000 learners in verifies 1,000
 * argon2 hashes. Kept sessions are used when whoami still names their learners.
 */
async function sessions(url: string, learners: number, file: string): Promise<string[]> {
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as string[];
    const valid = async (index: number) => {
      const answer = await fetch(`${url}${paths.auth.whoami()}`, { headers: { cookie: kept[index] } });
      return ((await answer.json()) as { username?: string }).username === learnerName(index);
    };
    if (kept.length >= learners && (await valid(0)) && (await valid(learners - 1))) return kept.slice(0, learners);
  }
  console.log(`logging in ${learners} learners for the crowd …`);
  const cookies: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < learners) {
        const index = next++;
        cookies[index] = (await login(url, learnerName(index), 'bench-password-1')).cookie;
      }
    }),
  );
  writeFileSync(file, JSON.stringify(cookies));
  return cookies;
}

const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

/**
 * Cursors as the server makes them: the first page's `next` link holds one, which must read as
 * `{id}` and be written back the same, else the bench stops (the server changed its cursors).
 */
async function cursorsOf(list: CrowdList, url: string, cookie: string): Promise<(id: number) => string> {
  const answer = (await (await fetch(`${url}${list.path()}`, { headers: { cookie } })).json()) as { next?: string | null };
  const cursor = answer.next ? new URL(answer.next).searchParams.get('cursor') : null;
  if (!cursor) throw new BenchCheckError(`the ${list.call}'s first page has no next page to take a cursor from`);
  const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
  const make = (id: number) => Buffer.from(JSON.stringify({ ...value, id })).toString('base64url');
  if (typeof value.id !== 'number' || Object.keys(value).length !== 1 || make(value.id) !== cursor) {
    throw new BenchCheckError(`the ${list.call}'s cursor is not {id}: ${JSON.stringify(value)}`);
  }
  return make;
}

/** Each learner's pages of `list`: cursors at random rows of their own (never the oldest: its page is empty). */
async function pagesOf(list: CrowdList, rowsOf: RowsOf, cookies: string[], encodeCursor: (id: number) => string): Promise<Array<{ path: string; cookie: string }>> {
  const byLearner = new Map<string, number[]>();
  for (const { username, id } of await rowsOf(list.sql())) byLearner.set(username, [...(byLearner.get(username) ?? []), Number(id)]);
  const pages: Array<{ path: string; cookie: string }> = [];
  cookies.forEach((cookie, index) => {
    const ids = (byLearner.get(learnerName(index)) ?? []).sort((a, b) => a - b).slice(1);
    for (const id of shuffle(ids).slice(0, PAGES_PER_LEARNER)) pages.push({ path: list.path(encodeCursor(id)), cookie });
  });
  if (pages.length === 0) throw new BenchCheckError(`the crowd has no pages of the ${list.call}`);
  return shuffle(pages);
}

interface Load {
  requests: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
  sent: number;
}

function crowdLoad(url: string, requests: Array<{ path: string; cookie: string }>, connections: number, seconds: number, headers: Record<string, string>): Promise<Load> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reeprise-crowd-'));
  const file = path.join(dir, 'load.json');
  writeFileSync(file, JSON.stringify({ url, connections, seconds, headers, requests }));
  return new Promise<Load>((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/support/crowd-load.ts'), file], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      rmSync(dir, { recursive: true, force: true });
      if (error) return reject(new Error(`the crowd's load failed: ${error.message}`));
      resolve(JSON.parse(stdout.trim().split('\n').at(-1)!) as Load);
    });
  });
}

export interface CrowdOptions {
  learners: number;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  sessionsFile: string;
}

/**
 * Each list asked for by the crowd on every server at once: the pages split between them, a tenth of
 * them first as an untimed warm-up (so the measured pages were never asked for before), the server's
 * CPU read before and after. Each answer's kind is checked on a sample of pages first.
 */
export async function measureCrowd(label: string, servers: RunningServer[], rowsOf: RowsOf, options: CrowdOptions) {
  const cookies = await sessions(servers[0].url, options.learners, options.sessionsFile);
  const rows = [];
  for (const list of CROWD_LISTS) {
    const pages = await pagesOf(list, rowsOf, cookies, await cursorsOf(list, servers[0].url, cookies[0]));
    for (const page of pages.slice(0, 10)) await list.check(servers[0].url, page.path, page.cookie);
    const warm = Math.floor(pages.length / 10);
    const share = Math.floor((pages.length - warm) / servers.length);
    const parts = servers.map((_, i) => pages.slice(warm + i * share, warm + (i + 1) * share));
    await Promise.all(servers.map((s) => crowdLoad(s.url, pages.slice(0, warm), options.connections, 2, options.headers)));
    const before = servers.map((s) => cpuSeconds(s.process.pid!));
    const loads = await Promise.all(servers.map((s, i) => crowdLoad(s.url, parts[i], options.connections, options.seconds, options.headers)));
    const cpu = servers.reduce((n, s, i) => n + cpuSeconds(s.process.pid!) - before[i], 0);
    const total = loads.reduce((n, l) => n + l.requests, 0);
    const sent = loads.reduce((n, l) => n + l.sent, 0);
    rows.push({
      setup: label,
      call: `${list.call}, ${options.learners} learners`,
      'req/s': Math.round(total / options.seconds),
      'p99 ms': Math.max(...loads.map((l) => l.p99)),
      'bytes/answer': Math.round(loads.reduce((n, l) => n + l.bytes, 0) / Math.max(1, total)),
      errors: loads.reduce((n, l) => n + l.errors + l.non2xx, 0),
      'server CPU ms/call': Number(((cpu * 1000) / Math.max(1, total)).toFixed(2)),
      // a page asked for a second time may be kept: this many were
      'asked twice': Math.max(0, sent - parts.reduce((n, p) => n + p.length, 0)),
    });
  }
  return rows;
}

/** One learner's calls beside the crowd's, per setup and list. */
export function besideOneLearner(single: Array<Record<string, string | number>>, crowd: Array<Record<string, string | number>>) {
  return crowd.map((row) => {
    const call = String(row.call).replace(/, \d+ learners$/, '');
    const one = single.find((r) => r.setup === row.setup && r.call === call);
    return {
      setup: row.setup,
      call,
      'one learner req/s, p99 ms': one ? `${one['req/s']}, ${one['p99 ms']}` : '–',
      'crowd req/s, p99 ms': `${row['req/s']}, ${row['p99 ms']}`,
      'server CPU ms/call one / crowd': `${one?.['server CPU ms/call'] ?? '–'} / ${row['server CPU ms/call']}`,
    };
  });
}
