// The pages of issue 18's table, with the data they are meant to show: used by the Lighthouse benchmark
// and the first-load benchmark alike.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { GeneratedTextPageSchema, GeneratedTextSchema, VocabularyPageSchema } from '@reeprise/contract';
import { expectAnswer, login, type RunningServer } from '../lib.js';

const TEXTS = 5;
const WORDS = 40;

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
function insertTexts(dataDir: string): number[] {
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


export interface LearnerPage {
  name: string;
  /** the report files' name, and what BENCH_PAGES picks */
  file: 'landing' | 'text-list' | 'reader' | 'trainer' | 'statistics';
  url: string;
  loggedIn: boolean;
}

/**
 * Writes the texts and words, logs the benchmark learner in, and checks that the server answers what
 * the pages are meant to show (issue 15: a benchmark times only what it checked first).
 */
export async function prepareLearnerPages(server: RunningServer): Promise<{ cookie: string; pages: LearnerPage[] }> {
  const [textId] = insertTexts(server.dataDir);
  const { cookie } = await login(server.url);
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
  const pages: LearnerPage[] = [
    { name: 'landing (visitor)', file: 'landing', url: `${server.url}/reeprise`, loggedIn: false },
    // '/' redirects here: the text list is /reeprise for a logged-in learner
    { name: 'text list', file: 'text-list', url: `${server.url}/reeprise`, loggedIn: true },
    { name: 'reader (1,000 words)', file: 'reader', url: `${server.url}/reeprise/${textId}`, loggedIn: true },
    { name: 'trainer', file: 'trainer', url: `${server.url}/vocabulary_trainer`, loggedIn: true },
    { name: 'statistics', file: 'statistics', url: `${server.url}/statistics`, loggedIn: true },
  ];
  // BENCH_PAGES=reader,trainer measures only those
  const only = process.env.BENCH_PAGES?.split(',');
  return { cookie, pages: pages.filter((page) => !only || only.includes(page.file)) };
}

/** The session cookies of `cookie` (a Cookie header) for a browser context. */
export function browserCookies(cookie: string, url: string) {
  return cookie.split('; ').map((pair) => {
    const [name, value] = pair.split('=');
    return { name, value, url };
  });
}
