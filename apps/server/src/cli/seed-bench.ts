import { parseArgs } from 'node:util';
import { LANGUAGES } from '@reeprise/contract';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../modules/users/password.js';

/**
 * `npm run seed:bench`: the benchmark dataset — by default 1,000 users (bench0000…bench0999, password
 * `bench-password-1`), 100,000 texts (10 % public) and 1,000,000 vocabulary entries with one usage each.
 * Refuses to run on a database that already has users, so it never mixes with real data.
 */
const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    texts: { type: 'string', default: '100000' },
    vocabulary: { type: 'string', default: '1000000' },
  },
});
const USERS = Number(values.users);
const TEXTS = Number(values.texts);
const VOCABULARY = Number(values.vocabulary);
const BATCH = 500;
const SENTENCE = 'El viajero camina por la ciudad antigua y mira las casas de colores bajo el sol de la tarde. ';

async function inBatches<T>(db: Database, total: number, make: (index: number) => T, insert: (db: Database, rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < total; start += BATCH * 20) {
    await db.transaction().execute(async (trx) => {
      for (let batch = start; batch < Math.min(total, start + BATCH * 20); batch += BATCH) {
        const rows = Array.from({ length: Math.min(BATCH, total - batch) }, (_, i) => make(batch + i));
        await insert(trx, rows);
      }
    });
    process.stdout.write(`\r  ${Math.min(total, start + BATCH * 20)} / ${total}`);
  }
  process.stdout.write('\n');
}

async function main() {
  const handle = openDatabase(loadConfig());
  const { db } = handle;
  try {
    await migrateToLatest(handle);
    const existing = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    if (Number(existing.n) > 0) {
      console.error('The database already has users; seed:bench only fills an empty database.');
      return 1;
    }
    const started = Date.now();
    const hash = await hashPassword('bench-password-1');
    const day = 86400_000;
    const iso = (msAgo: number) => new Date(started - msAgo).toISOString();

    console.log(`users: ${USERS}`);
    await inBatches(db, USERS, (i) => ({ username: `bench${String(i).padStart(4, '0')}`, password_hash: hash, is_staff: 0, is_active: 1, created_at: iso(400 * day), password_changed_at: iso(400 * day) }), (trx, rows) => trx.insertInto('users').values(rows).execute());
    const firstUser = (await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await inBatches(db, USERS, (i) => ({ user_id: firstUser + i }), (trx, rows) => trx.insertInto('user_settings').values(rows).execute());

    console.log(`texts: ${TEXTS}`);
    const textsPerUser = Math.max(1, Math.floor(TEXTS / USERS));
    // Text i is user (i % USERS)'s (i / USERS)-th; each user's texts go round every language, so every
    // user has texts and vocabulary in the languages a benchmark asks for (issue 15).
    const textLanguage = (i: number) => LANGUAGES[(Math.floor(i / USERS) + (i % USERS)) % LANGUAGES.length];
    await inBatches(
      db,
      TEXTS,
      (i) => ({
        creator_id: firstUser + (i % USERS),
        topic: `Topic ${i}`,
        status: 'COMPLETE',
        output: SENTENCE.repeat(8),
        language: textLanguage(i),
        level: 'B1',
        text_type: 'STORY',
        word_number: 100,
        image_file_id: null,
        publicly_visible: i % 10 === 0 ? 1 : 0,
        word_count: 144,
        error: null,
        // spread over the last year, oldest first, so ids and dates grow together as in real use
        created_at: iso(((TEXTS - i) / TEXTS) * 365 * day),
        updated_at: iso(((TEXTS - i) / TEXTS) * 365 * day),
      }),
      (trx, rows) => trx.insertInto('generated_texts').values(rows).execute(),
    );
    const firstText = (await db.selectFrom('generated_texts').select('id').orderBy('id').executeTakeFirstOrThrow()).id;

    console.log(`vocabulary: ${VOCABULARY} (with one usage each)`);
    const perUser = Math.max(1, Math.floor(VOCABULARY / USERS));
    await inBatches(
      db,
      VOCABULARY,
      (i) => {
        const user = i % USERS;
        const textIndex = user + USERS * ((Math.floor(i / USERS) * 7) % textsPerUser);
        return {
          user_id: firstUser + user,
          language: textLanguage(textIndex),
          word: `palabra${i}`,
          normalized: `palabra${i}`,
          translation: `word ${i}`,
          mnemonic: 'A short memory aid.',
          part_of_speech: 'noun',
          status: 'COMPLETE',
          winning_streak: i % 8,
          error: null,
          last_reviewed_at: i % 3 === 0 ? null : iso((i % 30) * day),
          created_at: iso(((VOCABULARY - i) / VOCABULARY) * 365 * day),
          updated_at: iso(((VOCABULARY - i) / VOCABULARY) * 365 * day),
        };
      },
      (trx, rows) => trx.insertInto('vocabularies').values(rows).execute(),
    );
    const firstEntry = (await db.selectFrom('vocabularies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await inBatches(
      db,
      VOCABULARY,
      (i) => {
        const user = i % USERS;
        const textIndex = user + USERS * ((Math.floor(i / USERS) * 7) % textsPerUser);
        return {
          vocabulary_id: firstEntry + i,
          user_id: firstUser + user,
          generated_text_id: firstText + textIndex,
          chapter_id: null,
          chapter_number: 0,
          start_idx: (Math.floor(i / USERS) % perUser) * 3,
          end_idx: (Math.floor(i / USERS) % perUser) * 3 + 2,
          surface: `palabra${i}`,
          sentence: 'El viajero camina por la ciudad.',
          created_at: iso(1000),
          text_created_at: iso(((TEXTS - textIndex) / TEXTS) * 365 * day),
        };
      },
      (trx, rows) => trx.insertInto('vocabulary_usages').values(rows).execute(),
    );
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
