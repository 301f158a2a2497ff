import type { DueQuery, TopPriorityQuery } from '@reeprise/contract';
import { nowIso } from '../../db/database.js';
import { notFound } from '../../plugins/http-error.js';
import type { AuthUser } from '../auth/session.service.js';
import type { VocabularyRecord, VocabularyRepository } from '../vocabulary/vocabulary.repository.js';
import { localDayStart } from './local-days.js';
import { retrievability, review as scheduleReview } from './scheduling.js';
import type { PoolEntry, TrainingRepository } from './training.repository.js';

const DAY_MS = 24 * 3600_000;

/** The trainer: answers to a word, what to train now (decision 012, FSRS) and the statistics' counts. */
export class TrainingService {
  constructor(
    private readonly training: TrainingRepository,
    /** The entries themselves: the trainer answers with them as the vocabulary list shows them. */
    private readonly vocabulary: VocabularyRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * 'I know it' (streak + 1, an FSRS Good review) or 'I don't know it' (streak 0, an Again review),
   * recorded with its review log in one transaction.
   */
  async review(user: AuthUser, id: number, result: 'learned' | 'forgotten'): Promise<VocabularyRecord> {
    const now = this.clock();
    const outcome = await this.training.review(id, user.id, (current, retention) => {
      const { next, log } = scheduleReview(current.fsrs, result, now, retention);
      const streak = result === 'learned' ? current.streak + 1 : 0;
      return { result, streak, next, log, now: nowIso(now) };
    });
    if (!outcome) throw notFound();
    return (await this.vocabulary.findById(id))!;
  }

  /**
   * The training selection (decision 012), from texts of the last `text_age_in_days` days: weak words
   * (streak at or below `maximum_streak`) first, then known words up to `known_vocabularies`, never more
   * than `total_vocabularies`; within that choice, words FSRS wants now come first, lowest recall first.
   */
  async topPriority(user: AuthUser, query: TopPriorityQuery): Promise<VocabularyRecord[]> {
    const now = this.clock();
    const total = query.total_vocabularies;
    const base = {
      since: nowIso(new Date(now.getTime() - query.text_age_in_days * DAY_MS)),
      now: nowIso(now),
      maximumStreak: query.maximum_streak,
    };
    const pick = async (known: boolean, limit: number) => {
      const due = byRecall(
        await this.training.candidates(user.id, { ...base, known, due: true, limit }),
        now,
      ).slice(0, limit);
      const rest = await this.training.candidates(user.id, {
        ...base,
        known,
        due: false,
        limit: limit - due.length,
      });
      return { due, rest };
    };
    const weak = await pick(false, total);
    const taken = weak.due.length + weak.rest.length;
    const known = await pick(true, Math.min(query.known_vocabularies, total - taken));
    const ordered = [...byRecall([...weak.due, ...known.due], now), ...weak.rest, ...known.rest];
    return this.vocabulary.findByIds(ordered.map((entry) => entry.id));
  }

  /**
   * Words FSRS wants now, lowest recall first (at most `limit`), then words never trained up to what the
   * learner's daily limit of new words leaves today (issue 35); how many are due now and today, and how
   * many new words wait and may be started today.
   */
  async due(user: AuthUser, query: DueQuery) {
    const now = this.clock();
    const dayStart = localDayStart(now, query.tz_offset);
    const endOfDay = localDayStart(now, query.tz_offset, 1);
    const [counts, fresh] = await Promise.all([
      this.training.dueCounts(user.id, nowIso(now), nowIso(endOfDay)),
      this.training.newCounts(user.id, nowIso(dayStart)),
    ]);
    let results: VocabularyRecord[] = [];
    if (query.limit > 0) {
      const due = byRecall(await this.training.due(user.id, nowIso(now)), now)
        .slice(0, query.limit)
        .map((entry) => entry.id);
      const started = await this.training.newWords(
        user.id,
        Math.min(fresh.startable, query.limit - due.length),
      );
      results = await this.vocabulary.findByIds([...due, ...started]);
    }
    return {
      dueNow: counts.now,
      dueToday: counts.today,
      newWaiting: fresh.waiting,
      newToday: fresh.startable,
      results,
      now,
    };
  }

  /** The statistics page's counts: words added this week and these four weeks, by streak (decision 010). */
  stats(user: AuthUser) {
    const now = this.clock().getTime();
    return this.training.stats(
      user.id,
      nowIso(new Date(now - 7 * DAY_MS)),
      nowIso(new Date(now - 28 * DAY_MS)),
    );
  }
}

/** Lowest probability of recall first: the word closest to being forgotten is trained first. */
function byRecall(entries: PoolEntry[], now: Date): PoolEntry[] {
  return entries
    .map((entry) => ({ entry, recall: retrievability(entry.fsrs, now) }))
    .sort((a, b) => a.recall - b.recall || a.entry.id - b.entry.id)
    .map(({ entry }) => entry);
}
