// Issue 19 §4: the vocabulary list with search and each order on the seeded dataset (1,000 learners,
// 1,000,000 entries; `npm run seed:bench`, kept in bench/.data like read-calls'): median and p99 of
// one learner's first and second page, one request at a time, so each figure is the call's own time.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { VocabularyPageSchema } from '@reeprise/contract';
import { ROOT, expectAnswer, login, ms, percentile, printTable, runBenchmark, runCli, startServer } from './lib.js';

const SCALE = process.env.BENCH_SCALE ?? 'full';
const SIZES = SCALE === 'full' ? ['--users', '1000', '--texts', '100000', '--vocabulary', '1000000'] : ['--users', '100', '--texts', '10000', '--vocabulary', '100000'];
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const USER = 'bench0001';
const CALLS = [
  ['newest (the spec’s list)', ''],
  ['oldest', 'sort=oldest'],
  ['streak', 'sort=streak'],
  ['due', 'sort=due'],
  ['alphabetical', 'sort=alphabetical'],
  ['search, many matches', 'search=palabra'],
  ['search, one match', 'search=word%20123'],
  ['search, no match', 'search=zzzz'],
  ['search + language + alphabetical', 'search=palabra&language=SPANISH&sort=alphabetical'],
] as const;

async function seeded(): Promise<string> {
  const dir = path.join(ROOT, 'bench/.data', `sqlite-${SCALE}`);
  if (!existsSync(path.join(dir, 'reeprise.sqlite'))) {
    mkdirSync(dir, { recursive: true });
    console.log(`seeding SQLite (${SCALE}) in ${dir} …`);
    await runCli('cli/seed-bench.ts', SIZES, { DATA_DIR: dir, DATABASE_URL: '' });
  }
  return dir;
}

async function time(url: string, cookie: string): Promise<number[]> {
  const times = [];
  for (let i = 0; i < RUNS + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 20) times.push(performance.now() - started); // the first 20 warm up
  }
  return times.sort((a, b) => a - b);
}

export async function main() {
  const dir = await seeded();
  const server = await startServer({ DATA_DIR: dir, DATABASE_URL: '', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123' }, 8414);
  const rows = [];
  try {
    const { cookie } = await login(server.url, USER, 'bench-password-1');
    for (const [name, query] of CALLS) {
      const first = `/api/reeprise/vocabulary/?${query}`;
      const page = await expectAnswer(server.url, first, { headers: { cookie } }, VocabularyPageSchema, (answer) =>
        query.includes('zzzz') || answer.results.length > 0 ? undefined : 'an empty page',
      );
      const firstTimes = await time(`${server.url}${first}`, cookie);
      const next = page.next ? await time(page.next.replace(/^https?:\/\/[^/]+/, server.url), cookie) : [];
      rows.push({
        call: name,
        'page 1 median': ms(percentile(firstTimes, 50)),
        'page 1 p99': ms(percentile(firstTimes, 99)),
        'page 2 median': next.length ? ms(percentile(next, 50)) : '-',
      });
    }
  } finally {
    await server.stop();
  }
  printTable(`Vocabulary list search and orders: ${RUNS} sequential calls each, SQLite, dataset '${SCALE}', learner ${USER}`, rows);
}

await runBenchmark(import.meta.url, main);
