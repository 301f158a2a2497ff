// Issue 34: a learner with 30,000 known forms in Spanish and 5,000 vocabulary entries (one usage each):
// known_forms (kept answer, and made anew after a status change), the known-word stats, the languages
// list, mark_read of a 1,000-word text (and its undo), and the text list, over real HTTP against the
// server in its own process, on SQLite, one request at a time (each figure is the call's own time).
// BENCH_KNOWN=0 seeds no statuses: the learner as the app knew them before issue 34.
import path from 'node:path';
import { KnownFormsSchema, MarkReadResultSchema, WordStatusStatsSchema } from '@reeprise/contract';
import { openDatabase } from '../apps/server/src/db/database.js';
import { BenchCheckError, expectAnswer, login, ms, percentile, printTable, runBenchmark, startServer } from './lib.js';

const KNOWN = Number(process.env.BENCH_KNOWN ?? 30_000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 5_000);
const TEXT_WORDS = 1_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const MARK_ROUNDS = Number(process.env.BENCH_MARK_ROUNDS ?? 30);

/** Spanish-looking forms: every third word of the text is new, the others known or in the vocabulary. */
const knownForm = (i: number) => `sabida${i.toString(36)}`;
const entryForm = (i: number) => `palabra${i.toString(36)}`;
const newForm = (i: number) => `nueva${i.toString(36)}`;

/** The learner's entries (each used once in a text of theirs), known forms and a 1,000-word text to finish. */
async function seed(dataDir: string): Promise<number> {
  const handle = openDatabase({ database: { kind: 'sqlite', file: path.join(dataDir, 'reeprise.sqlite') } });
  const { db } = handle;
  try {
    const user = await db.selectFrom('users').select('id').where('username', '=', 'bench').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const words = Array.from({ length: TEXT_WORDS }, (_, i) =>
      i % 3 === 0 ? newForm(i) : i % 3 === 1 ? knownForm((i * 7) % Math.max(KNOWN, 1)) : entryForm(i % ENTRIES),
    );
    const text = (content: string) =>
      db
        .insertInto('generated_texts')
        .values({ creator_id: user.id, topic: 'bench', status: 'COMPLETE', output: content, language: 'SPANISH', level: 'B1', text_type: 'STORY', word_number: TEXT_WORDS, image_file_id: null, error: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
    const source = await text(Array.from({ length: ENTRIES }, (_, i) => entryForm(i)).join(' '));
    const toRead = await text(`${words.join(' ')}.`);
    await db.transaction().execute(async (trx) => {
      let offset = 0;
      for (let start = 0; start < ENTRIES; start += 500) {
        const part = Array.from({ length: Math.min(500, ENTRIES - start) }, (_, k) => start + k);
        const ids = await trx
          .insertInto('vocabularies')
          .values(part.map((i) => ({ user_id: user.id, language: 'SPANISH', word: entryForm(i), normalized: entryForm(i), status: 'COMPLETE', winning_streak: i % 5, error: null, last_reviewed_at: null, created_at: now, updated_at: now })))
          .returning('id')
          .execute();
        await trx
          .insertInto('vocabulary_usages')
          .values(
            ids.map(({ id }, k) => {
              const form = entryForm(part[k]);
              const usage = { start: offset, end: offset + form.length };
              offset = usage.end + 1;
              return { vocabulary_id: id, user_id: user.id, generated_text_id: source.id, chapter_id: null, chapter_number: 0, start_idx: usage.start, end_idx: usage.end, surface: form, sentence: form, sentence_start: 0, sentence_end: form.length, created_at: now, text_created_at: now };
            }),
          )
          .execute();
      }
      for (let start = 0; start < KNOWN; start += 1000) {
        await trx
          .insertInto('word_statuses')
          .values(
            Array.from({ length: Math.min(1000, KNOWN - start) }, (_, k) => ({ user_id: user.id, language: 'SPANISH', form: knownForm(start + k), status: 'known', source: 'read', updated_at: now })),
          )
          .execute();
      }
    });
    return toRead.id;
  } finally {
    await handle.close();
  }
}

async function timeGets(url: string, cookie: string, before?: () => Promise<void>): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    await before?.();
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new BenchCheckError(`${url} answered ${response.status}`);
    timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

const row = (call: string, timings: number[], extra: Record<string, string | number> = {}) => ({
  call,
  calls: timings.length,
  p50: ms(percentile(timings, 50)),
  p99: ms(percentile(timings, 99)),
  max: ms(timings.at(-1) ?? 0),
  ...extra,
});

export async function main() {
  const server = await startServer({ LLM_PROVIDER: 'demo' }, 8441);
  try {
    const textId = await seed(server.dataDir);
    const auth = await login(server.url);
    const get = { headers: { cookie: auth.cookie } };
    const post = (body: unknown) => ({
      method: 'POST',
      headers: { cookie: auth.cookie, 'x-csrftoken': auth.csrf, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const formsPath = '/api/reeprise/vocabulary/known_forms/?language=SPANISH';
    const statsPath = '/api/reeprise/word_statuses/stats/?language=SPANISH';
    const forms = await expectAnswer(server.url, formsPath, get, KnownFormsSchema, (answer) =>
      answer.forms.length === KNOWN + ENTRIES ? undefined : `${answer.forms.length} forms, not ${KNOWN + ENTRIES}`,
    );
    const bytes = (await (await fetch(`${server.url}${formsPath}`, get)).arrayBuffer()).byteLength;
    await expectAnswer(server.url, statsPath, get, WordStatusStatsSchema, (stats) =>
      stats.known + stats.learning >= KNOWN + ENTRIES * 0.6 ? undefined : `known ${stats.known}, learning ${stats.learning}`,
    );
    const rows = [];
    rows.push(row('GET vocabulary/known_forms/ (kept answer)', await timeGets(`${server.url}${formsPath}`, auth.cookie), { 'answer bytes': bytes, forms: forms.forms.length }));
    // each call after a status change: the kept answer is gone and the 35,000 forms are read and written anew
    let flip = 0;
    const change = async () => {
      flip += 1;
      const response = await fetch(`${server.url}/api/reeprise/word_statuses/`, post({ language: 'SPANISH', words: ['bench'], status: flip % 2 ? 'ignored' : 'new' }));
      if (response.status !== 200) throw new BenchCheckError(`a status change answered ${response.status}`);
    };
    rows.push(row('GET vocabulary/known_forms/ after a status change', await timeGets(`${server.url}${formsPath}`, auth.cookie, change)));
    rows.push(row('GET word_statuses/stats/', await timeGets(`${server.url}${statsPath}`, auth.cookie)));
    rows.push(row('GET word_statuses/languages/', await timeGets(`${server.url}/api/reeprise/word_statuses/languages/`, auth.cookie)));
    rows.push(row('GET generated_texts/ (text list)', await timeGets(`${server.url}/api/reeprise/generated_texts/`, auth.cookie)));

    const marks: number[] = [];
    const undos: number[] = [];
    let marked = 0;
    for (let i = 0; i < MARK_ROUNDS; i++) {
      let started = performance.now();
      const response = await fetch(`${server.url}/api/reeprise/generated_texts/${textId}/mark_read/`, post({}));
      const answer = MarkReadResultSchema.parse(await response.json());
      marks.push(performance.now() - started);
      marked = answer.marked_known;
      if (marked < TEXT_WORDS / 4) throw new BenchCheckError(`mark_read marked ${marked} words`);
      started = performance.now();
      await (await fetch(`${server.url}/api/reeprise/word_statuses/`, post({ language: 'SPANISH', words: answer.words, status: 'new' }))).arrayBuffer();
      undos.push(performance.now() - started);
    }
    rows.push(row(`POST mark_read/ (${TEXT_WORDS.toLocaleString('en')}-word text)`, marks.sort((a, b) => a - b), { 'words marked': marked }));
    rows.push(row('POST word_statuses/ new (its undo)', undos.sort((a, b) => a - b), { 'words marked': marked }));
    printTable(
      `Word statuses: ${KNOWN.toLocaleString('en')} known forms, ${ENTRIES.toLocaleString('en')} vocabulary entries, SQLite, one client`,
      rows,
    );
  } finally {
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
