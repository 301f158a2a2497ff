// Lighthouse performance (mobile emulation, default simulated throttling) of the pages of issue 18's table:
// the landing page as a visitor; the text list, the reader, the trainer and statistics when logged in. Each page is
// measured RUNS times on the production server and built web app; the run with the median score is shown
// and its report saved to bench/.data/lighthouse/. Debian's chromium, offline: a request leaving the
// server is counted (and fails at once instead of waiting for a DNS answer).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { GeneratedTextPageSchema, GeneratedTextSchema, VocabularyPageSchema } from '@reeprise/contract';
import { ROOT, ensureWebBuild, expectAnswer, login, printTable, startServer, runBenchmark } from './lib.js';

const RUNS = 3;
const TEXTS = 5;
const WORDS = 40;
const REPORTS = path.join(ROOT, 'bench/.data/lighthouse');

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // the machine is offline: any host but the benchmark server fails at once instead of hanging
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

const SENTENCES = [
  'Ogni mattina Giulia prende il treno per andare in città.',
  'Il viaggio dura quaranta minuti e lei legge sempre un libro.',
  'Oggi però il treno è in ritardo e la stazione è piena di gente.',
  'Un signore anziano le chiede se sa quando arriva il prossimo treno.',
  'Giulia sorride e risponde che nessuno lo sa, nemmeno il capostazione.',
  'Allora cominciano a parlare del tempo, del lavoro e delle vacanze.',
];

/**
 * COMPLETE texts like the LLM writes, without an LLM (as bench/reader.ts does): the first, the one the
 * reader opens, of about 1,000 words (issue 18's reader row), the others of about 300; and the learner's
 * words of the first text with their usages, so the reader colours known words and the trainer and the
 * statistics page have something to show.
 */
export function insertTexts(dataDir: string): number[] {
  const db = new SQLite(path.join(dataDir, 'reeprise.sqlite'));
  const user = db.prepare(`select id from users where username = 'bench'`).get() as { id: number };
  const insert = db.prepare(
    `insert into generated_texts (creator_id, topic, status, output, language, level, text_type, word_number, word_count, created_at, updated_at) values (?, ?, 'COMPLETE', ?, 'ITALIAN', 'A2', 'STORY', 300, ?, ?, ?)`,
  );
  const outputs: string[] = [];
  const ids = Array.from({ length: TEXTS }, (_, n) => {
    const paragraphs = Array.from({ length: n === 0 ? 17 : 5 }, (_, p) =>
      Array.from({ length: 6 }, (_, s) => SENTENCES[(n + p + s) % SENTENCES.length]).join(' '),
    );
    const output = paragraphs.join('\n\n');
    outputs.push(output);
    const now = new Date(Date.now() - (TEXTS - n) * 60_000).toISOString();
    return Number(
      insert.run(user.id, `Un viaggio in treno ${n + 1}`, output, output.split(/\s+/).length, now, now)
        .lastInsertRowid,
    );
  });
  insertWords(db, user.id, ids[0], outputs[0]);
  db.close();
  return ids;
}

/** The first WORDS distinct words of the reader's text as the learner's vocabulary, half of them known. */
function insertWords(db: SQLite.Database, userId: number, textId: number, output: string) {
  const entry = db.prepare(
    `insert into vocabularies (user_id, language, word, normalized, translation, mnemonic, part_of_speech, status, winning_streak, error, last_reviewed_at, created_at, updated_at) values (?, 'ITALIAN', ?, ?, ?, 'A short memory aid.', 'noun', 'COMPLETE', ?, null, null, ?, ?)`,
  );
  const usage = db.prepare(
    `insert into vocabulary_usages (vocabulary_id, user_id, generated_text_id, chapter_id, chapter_number, start_idx, end_idx, surface, sentence, sentence_start, sentence_end, created_at, text_created_at) values (?, ?, ?, null, 0, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const seen = new Set<string>();
  const now = new Date().toISOString();
  for (const match of output.matchAll(/\p{L}+/gu)) {
    const word = match[0].toLowerCase();
    if (seen.has(word) || word.length < 3) continue;
    seen.add(word);
    const id = Number(entry.run(userId, word, word, `translation of ${word}`, seen.size % 2 === 0 ? 5 : 1, now, now).lastInsertRowid);
    const sentence = SENTENCES.find((candidate) => candidate.toLowerCase().includes(word)) ?? '';
    // the word marked in its sentence, as a click stores it (migration 0019)
    const at = Math.max(0, sentence.toLowerCase().indexOf(word));
    usage.run(id, userId, textId, match.index, match.index + word.length, word, sentence, at, sentence ? at + word.length : 0, now, now);
    if (seen.size >= WORDS) break;
  }
}

/**
 * Logs the browser in with the session cookies, as if the learner had signed in before. (Lighthouse's
 * `extraHeaders: {Cookie}` is no substitute: a fixed header fights the cookies the server sets, and the
 * SPA then refetches the text list over and over.) Lighthouse's storage reset keeps cookies.
 */
async function logInBrowser(port: number, url: string, cookie: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(
      cookie.split('; ').map((pair) => {
        const [name, value] = pair.split('=');
        return { name, value, url };
      }),
    );
  } finally {
    await browser.close(); // disconnects; the browser stays up for Lighthouse
  }
}

interface Measured {
  score: number;
  lhr: Result;
  html: string;
}

function audit(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

/** Bytes over the wire of every script, and requests to anything but the benchmark server. */
function network(lhr: Result, origin: string) {
  const details = lhr.audits['network-requests']?.details;
  const items = (details?.type === 'table' ? details.items : []) as Array<{
    url?: string;
    resourceType?: string;
    transferSize?: number;
  }>;
  return {
    scriptBytes: items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    // a logged-in page asks for the learner's settings; the landing page only for whoami
    loggedIn: items.some((item) => item.url?.includes('/api/reeprise/user_settings/')),
    external: items
      .filter((item) => item.url && !item.url.startsWith(origin) && !item.url.startsWith('data:'))
      .map((item) => item.url!),
  };
}

async function measure(url: string, port: number, attempt = 1): Promise<Measured> {
  const flags: Flags = {
    port,
    output: 'html',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // every run starts cold: the landing page would otherwise profit from the previous run's cache
    disableStorageReset: false,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    // a lost trace (NO_NAVSTART, NO_FCP) happens now and then on a busy machine: try that run again
    if (attempt >= 3) throw new Error(problem);
    console.warn(`${problem}; running again`);
    return measure(url, port, attempt + 1);
  }
  const html = Array.isArray(result.report) ? result.report.join('') : result.report;
  return { score: Math.round((lhr.categories.performance?.score ?? 0) * 100), lhr, html };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (value: number) => `${(value / 1000).toFixed(2)} s`;

export async function main() {
  await ensureWebBuild();
  const server = await startServer({ LLM_PROVIDER: 'demo', DEMO_LLM_DELAY_MS: '0' }, 8452);
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const [textId] = insertTexts(server.dataDir);
    const { cookie } = await login(server.url);
    // the pages are measured with the answers they are meant to show (issue 15)
    await expectAnswer(server.url, '/api/reeprise/generated_texts/', { headers: { cookie } }, GeneratedTextPageSchema, ({ results }) =>
      results.length > 0 ? undefined : 'the text list is empty',
    );
    await expectAnswer(server.url, `/api/reeprise/generated_texts/${textId}/`, { headers: { cookie } }, GeneratedTextSchema, (text) =>
      text.status === 'COMPLETE' && text.chatgpt_output ? undefined : `the reader's text is ${text.status}`,
    );
    await expectAnswer(server.url, '/api/reeprise/vocabulary/', { headers: { cookie } }, VocabularyPageSchema, ({ results }) =>
      results.length > 0 ? undefined : 'the learner has no words for the trainer to show',
    );
    // the visitor first: the learner's pages run after the browser has logged in
    const pages = [
      { name: 'landing (visitor)', file: 'landing', url: `${server.url}/reeprise`, loggedIn: false },
      // '/' redirects here: the text list is /reeprise for a logged-in learner
      { name: 'text list', file: 'text-list', url: `${server.url}/reeprise`, loggedIn: true },
      { name: 'reader (1,000 words)', file: 'reader', url: `${server.url}/reeprise/${textId}`, loggedIn: true },
      { name: 'trainer', file: 'trainer', url: `${server.url}/vocabulary_trainer`, loggedIn: true },
      { name: 'statistics', file: 'statistics', url: `${server.url}/statistics`, loggedIn: true },
    ];
    mkdirSync(REPORTS, { recursive: true });
    const rows = [];
    // BENCH_PAGES=reader,trainer measures only those (the report files' names)
    const only = process.env.BENCH_PAGES?.split(',');
    for (const page of pages.filter((candidate) => !only || only.includes(candidate.file))) {
      if (page.loggedIn) await logInBrowser(chrome.port, server.url, cookie);
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(page.url, chrome.port));
      runs.sort((a, b) => a.score - b.score);
      const median = runs[Math.floor(runs.length / 2)];
      writeFileSync(path.join(REPORTS, `${page.file}.report.html`), median.html);
      writeFileSync(path.join(REPORTS, `${page.file}.report.json`), JSON.stringify(median.lhr));
      const { scriptBytes, loggedIn, external } = network(median.lhr, server.url);
      if (loggedIn !== page.loggedIn)
        throw new Error(`${page.name}: expected loggedIn=${page.loggedIn}, the page says ${loggedIn}`);
      for (const url of new Set(external)) console.warn(`${page.name}: request outside the server: ${url}`);
      rows.push({
        page: page.name,
        score: median.score,
        [`scores (${RUNS} runs)`]: runs.map((run) => run.score).join(' '),
        FCP: s(audit(median.lhr, 'first-contentful-paint')),
        LCP: s(audit(median.lhr, 'largest-contentful-paint')),
        TBT: `${Math.round(audit(median.lhr, 'total-blocking-time'))} ms`,
        CLS: audit(median.lhr, 'cumulative-layout-shift').toFixed(3),
        'Speed Index': s(audit(median.lhr, 'speed-index')),
        'JS transferred': kb(scriptBytes),
        'external requests': external.length,
      });
    }
    printTable(
      `Lighthouse performance, mobile emulation (median of ${RUNS} runs; reports in bench/.data/lighthouse/)`,
      rows,
    );
  } finally {
    // a browser that failed to start must not leave the server holding its port
    chrome?.kill();
    await server.stop();
  }
}

await runBenchmark(import.meta.url, main);
