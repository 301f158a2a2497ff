import type { FastifyInstance } from 'fastify';
import { insertCompleteText } from '../../../test/texts.js';

const DAY = 86400_000;

/** How a test entry stands: streak, text age, reviews, creation, status, language and FSRS card. */
export interface EntryOptions {
  streak?: number;
  textAgeDays?: number;
  reviewedDaysAgo?: number;
  createdDaysAgo?: number;
  status?: 'PENDING' | 'COMPLETE' | 'FAILED';
  language?: string;
  /** A reviewed FSRS card (state Review): due this many days from now (negative: overdue), this stable. */
  fsrs?: { dueInDays: number; stability: number };
}

/** Stores an entry with one usage in a text of the given age (tests of the list, training and statistics). */
export async function insertEntry(app: FastifyInstance, userId: number, word: string, opts: EntryOptions = {}) {
  const language = opts.language ?? 'SPANISH';
  const textId = await insertCompleteText(app, userId, `${word} text`, {
    language,
    createdAt: new Date(Date.now() - (opts.textAgeDays ?? 1) * DAY).toISOString(),
  });
  const created = new Date(Date.now() - (opts.createdDaysAgo ?? 0) * DAY).toISOString();
  const reviewedDaysAgo = opts.reviewedDaysAgo ?? (opts.fsrs ? 10 : undefined);
  const { id } = await app.ctx.db
    .insertInto('vocabularies')
    .values({
      user_id: userId,
      language,
      word,
      normalized: word,
      status: opts.status ?? 'COMPLETE',
      winning_streak: opts.streak ?? 0,
      error: null,
      last_reviewed_at:
        reviewedDaysAgo === undefined ? null : new Date(Date.now() - reviewedDaysAgo * DAY).toISOString(),
      ...(opts.fsrs
        ? {
            fsrs_due: new Date(Date.now() + opts.fsrs.dueInDays * DAY).toISOString(),
            fsrs_stability: opts.fsrs.stability,
            fsrs_difficulty: 5,
            fsrs_reps: 3,
            fsrs_state: 2,
            fsrs_scheduled_days: 10,
          }
        : {}),
      created_at: created,
      updated_at: created,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.ctx.db
    .insertInto('vocabulary_usages')
    .values({
      vocabulary_id: id,
      user_id: userId,
      generated_text_id: textId,
      chapter_id: null,
      chapter_number: 0,
      start_idx: 0,
      end_idx: word.length,
      surface: word,
      sentence: `Hoy ${word} aquí.`,
      sentence_start: 4,
      sentence_end: 4 + word.length,
      created_at: created,
      text_created_at: (eb) => eb.selectFrom('generated_texts').select('created_at').where('id', '=', textId),
    })
    .execute();
  return id;
}

/** `count` Spanish entries w0, w1, … without usages, inserted 500 a statement: a large vocabulary, fast. */
export async function insertManyEntries(app: FastifyInstance, userId: number, count: number) {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 500) {
    await app.ctx.db
      .insertInto('vocabularies')
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
          user_id: userId,
          language: 'SPANISH' as const,
          word: `w${start + i}`,
          normalized: `w${start + i}`,
          status: 'COMPLETE' as const,
          error: null,
          last_reviewed_at: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
}
