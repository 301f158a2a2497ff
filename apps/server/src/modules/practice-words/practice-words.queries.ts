import type { Language } from '@reeprise/contract';
import type { Database } from '../../db/database.js';
import type { AskedWord } from './practice-words.js';

/**
 * SQL of "Practise my words", called from the texts and chapters repositories (which own the tables
 * they are stored in): a learner's due or weakest words, and the forms of chosen words.
 */

/**
 * Up to `limit` finished words of the learner in `language`: those FSRS wants by `now` first (most
 * overdue first), then the weakest (lowest streak, least recently trained), each with its forms.
 */
export async function selectPracticeWords(
  db: Database,
  userId: number,
  language: Language,
  now: string,
  limit: number,
): Promise<AskedWord[]> {
  const rows = await db
    .selectFrom('vocabularies')
    .select(['id', 'normalized'])
    .where('user_id', '=', userId)
    .where('language', '=', language)
    .where('status', '=', 'COMPLETE')
    .orderBy((eb) => eb.case().when('fsrs_due', '<=', now).then(0).else(1).end(), 'asc')
    // due words by due time; the others tie here ('' on both engines, whose NULL orders differ)
    .orderBy((eb) => eb.case().when('fsrs_due', '<=', now).then(eb.ref('fsrs_due')).else('').end(), 'asc')
    .orderBy('winning_streak', 'asc')
    .orderBy((eb) => eb.fn.coalesce('last_reviewed_at', eb.val('')), 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return withForms(db, rows);
}

/** The learner's forms of the given words (base forms) in `language`; a word they do not have keeps only itself. */
export async function formsOfWords(
  db: Database,
  userId: number,
  language: Language,
  words: string[],
): Promise<AskedWord[]> {
  if (words.length === 0) return [];
  const rows = await db
    .selectFrom('vocabularies')
    .select(['id', 'normalized'])
    .where('user_id', '=', userId)
    .where('language', '=', language)
    .where('normalized', 'in', words.map((word) => word.toLocaleLowerCase()))
    .execute();
  const known = await withForms(db, rows);
  return words.map((word) => ({
    word,
    forms: known.filter((entry) => entry.word === word.toLocaleLowerCase()).flatMap((entry) => entry.forms),
  }));
}

async function withForms(db: Database, rows: { id: number; normalized: string }[]): Promise<AskedWord[]> {
  if (rows.length === 0) return [];
  const usages = await db
    .selectFrom('vocabulary_usages')
    .select(['vocabulary_id', 'surface'])
    .where(
      'vocabulary_id',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => ({
    word: row.normalized,
    forms: [...new Set([row.normalized, ...usages.filter((u) => u.vocabulary_id === row.id).map((u) => u.surface)])],
  }));
}
