// Issue 36: the text list's cost of level fit. A learner with 30,000 known forms and 5,000 vocabulary entries
// in Spanish, and ten 300-word texts of theirs on the first page of the list: the list's throughput with its
// kept answer (autocannon in its own process, BENCH_CONNECTIONS connections for BENCH_DURATION_S), and the
// time of one list call right after a word status changed (the kept answer must be made anew: the word model
// read once for the new version and ten texts measured). Run the same file against the code before issue 36
// for the comparison docs/performance.md records.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { GeneratedTextPageSchema } from '@reeprise/contract';
import { openDatabase } from '../apps/server/src/db/database.js';
import { BenchCheckError, ROOT, expectAnswer, login, ms, percentile, printTable, runBenchmark, startServer } from './lib.js';

const KNOWN = Number(process.env.BENCH_KNOWN ?? 30_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5_000);
const TEXTS = 10;
const TEXT_WORDS = 300;
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const knownForm = (i: number) => `sabida${i.toString(36)}`;
const entryForm = (i: number) => `palabra${i.toString(36)}`;

async function seed(dataDir: string): Promise<void> {
  const handle = openDatabase({ database: { kind: 'sqlite', file: path.join(dataDir, 'reeprise.sqlite') } });
  const { db } = handle;
  try {
    const user = await db.selectFrom('users').select('id').where('username', '=', 'bench').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < ENTRIES; start += 500) {
        const part = Array.from({ length: Math.min(500, ENTRIES - start) }, (_, k) => start + k);
        await trx
          .insertInto('vocabularies')
          .values(part.map((i) => ({ user_id: user.id, language: 'SPANISH', word: entryForm(i), normalized: entryForm(i), status: 'COMPLETE', winning_streak: i % 5, error: null, last_reviewed_at: null, created_at: now, updated_at: now })))
          .execute();
      }
      for (let start = 0; start < KNOWN; start += 1000) {
        await trx
          .insertInto('word_statuses')
          .values(Array.from({ length: Math.min(1000, KNOWN - start) }, (_, k) => ({ user_id: user.id, language: 'SPANISH', form: knownForm(start + k), status: 'known', source: 'read', updated_at: now })))
          .execute();
      }
      for (let t = 0; t < TEXTS; t++) {
        // mostly known forms, some entries, every tenth word new: a text near a learner's level
        const words = Array.from({ length: TEXT_WORDS }, (_, i) =>
          i % 10 === 0 ? `nueva${t}x${i}` : i % 4 === 0 ? entryForm((t * 97 + i) % ENTRIES) : knownForm((t * 1009 + i * 7) % KNOWN),
        );
        await trx
          .insertInto('generated_texts')
          .values({ creator_id: user.id, topic: `bench ${t}`, status: 'COMPLETE', output: `${words.join(' ')}.`, language: 'SPANISH', level: 'B1', text_type: 'STORY', word_number: TEXT_WORDS, image_file_id: null, error: null, created_at: now, updated_at: now })
          .execute();
      }
    });
  } finally {
    await handle.close();
  }
}

function autocannon(url: string, cookie: string): Promise<{ requests: number; p99: number; non2xx: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      path.join(ROOT, 'node_modules/.bin/autocannon'),
      ['-j', '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-H', `cookie=${cookie}`, url],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(new Error(`autocannon failed: ${error.message}`));
        const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; non2xx: number };
        resolve({ requests: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx });
      },
    );
  });
}

export async function main() {
  const server = await startServer({ LLM_PROVIDER: 'demo' }, 8447);
  try {
    await seed(server.dataDir);
    const auth = await login(server.url);
    const listUrl = `${server.url}/api/reeprise/generated_texts/`;
    const page = await expectAnswer(server.url, '/api/reeprise/generated_texts/', { headers: { cookie: auth.cookie } }, GeneratedTextPageSchema, (answer) =>
      answer.results.length === TEXTS ? undefined : `${answer.results.length} texts, not ${TEXTS}`,
    );
    const fit = page.results[0]?.level_fit;
    const kept = await autocannon(listUrl, auth.cookie);
    if (kept.non2xx > 0) throw new BenchCheckError(`${kept.non2xx} list answers were not 2xx`);
    let flip = 0;
    const timings: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      flip += 1;
      const change = await fetch(`${server.url}/api/reeprise/word_statuses/`, {
        method: 'POST',
        headers: { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' },
        body: JSON.stringify({ language: 'SPANISH', words: [`nueva0x${(flip % 30) * 10}`], status: flip % 2 ? 'known' : 'new' }),
      });
      if (change.status !== 200) throw new BenchCheckError(`a status change answered ${change.status}`);
      const started = performance.now();
      const response = await fetch(listUrl, { headers: { cookie: auth.cookie } });
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    printTable(`Text list with level fit: ${KNOWN} known forms, ${ENTRIES} entries, ${TEXTS} texts of ${TEXT_WORDS} words (SQLite, 1 process)`, [
      { call: 'GET generated_texts/ (kept answer)', 'req/s': Math.round(kept.requests), p99: `${kept.p99} ms`, connections: CONNECTIONS, 'level_fit of the first card': fit ? JSON.stringify(fit) : 'absent' },
      { call: 'GET generated_texts/ right after a status change', 'req/s': '', p99: ms(percentile(timings, 99)), connections: 1, 'level_fit of the first card': `p50 ${ms(percentile(timings, 50))}` },
    ]);
  } finally {
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
