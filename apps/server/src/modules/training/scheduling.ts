import { KNOWN_STABILITY_DAYS } from '@reeprise/contract';
import { Rating, State, fsrs, type Card, type FSRS } from 'ts-fsrs';

const DAY_MS = 86_400_000;

/** An entry's FSRS card as stored (vocabularies.fsrs_*, last_reviewed_at). */
export interface FsrsState {
  due: string | null;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  state: number;
  scheduledDays: number;
  lastReview: string | null;
}

/** What the review log keeps of an answer, so parameters can be refitted from it later. */
export interface ReviewLogFields {
  rating: number;
  stateBefore: number;
  elapsedDays: number;
  scheduledDays: number;
  dueBefore: string | null;
  stabilityBefore: number;
  difficultyBefore: number;
  wasDue: boolean;
}

const schedulers = new Map<number, FSRS>();
/** State.New as stored (an integer column). */
const NEW: number = State.New;

/**
 * Day-based scheduling (decision 012): no same-day learning steps, since the trainer is a daily
 * session; no fuzz, so a schedule is reproducible. One scheduler per desired retention.
 */
function schedulerFor(retention: number): FSRS {
  let scheduler = schedulers.get(retention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: retention, enable_fuzz: false, enable_short_term: false });
    schedulers.set(retention, scheduler);
  }
  return scheduler;
}

function toCard(state: FsrsState, now: Date): Card {
  return {
    due: state.due ? new Date(state.due) : now,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: 0,
    scheduled_days: state.scheduledDays,
    learning_steps: 0,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    last_review: state.lastReview && state.state !== NEW ? new Date(state.lastReview) : undefined,
  };
}

/** 'I know it' is a Good review, 'I don't know it' an Again review. */
export function review(
  state: FsrsState,
  result: 'learned' | 'forgotten',
  now: Date,
  retention: number,
): { next: FsrsState; log: ReviewLogFields } {
  const before = toCard(state, now);
  const rating = result === 'learned' ? Rating.Good : Rating.Again;
  const { card } = schedulerFor(retention).next(before, now, rating);
  return {
    next: {
      due: card.due.toISOString(),
      stability: card.stability,
      difficulty: card.difficulty,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      scheduledDays: card.scheduled_days,
      lastReview: now.toISOString(),
    },
    log: {
      rating,
      stateBefore: before.state,
      elapsedDays: before.last_review ? Math.max(0, (now.getTime() - before.last_review.getTime()) / DAY_MS) : 0,
      scheduledDays: before.scheduled_days,
      dueBefore: state.state === NEW ? null : state.due,
      stabilityBefore: before.stability,
      difficultyBefore: before.difficulty,
      wasDue: before.state === State.Review && before.due.getTime() <= now.getTime(),
    },
  };
}

/** Probability of recall now (FSRS's forgetting curve); 0 for a word never reviewed. */
export function retrievability(state: Pick<FsrsState, 'stability' | 'state' | 'lastReview'>, now: Date): number {
  if (state.state === NEW || !state.lastReview || state.stability <= 0) return 0;
  const elapsed = Math.max(0, (now.getTime() - new Date(state.lastReview).getTime()) / DAY_MS);
  return schedulerFor(0.9).forgetting_curve(elapsed, state.stability);
}

/** Known (level fit): past the streak threshold, or stable enough that FSRS waits weeks to ask again. */
export function isKnown(winningStreak: number, stability: number, maximumStreak: number): boolean {
  return winningStreak > maximumStreak || stability >= KNOWN_STABILITY_DAYS;
}
