// Does the learning engine help (issue 16 item 6)? Simulated learners read for 90 days and train one
// session of 15 words a day. Each learner's memory follows FSRS's own model with random parameters
// (the ground truth, unknown to the scheduler); every answer is drawn from that model's recall. The
// same learners, words and number of reviews go through three selections:
//   - streak only: the old top_fifteen_priority (known words first, up to known_vocabularies);
//   - new top fifteen: decision 012 (weak words first, due words first within the choice);
//   - due now: the "train due words" button (lowest recall first), topped up by the new top fifteen.
// It prints the recall at day 90 (mean probability of recalling each word met), the words remembered
// and the reviews spent per remembered word.
import type { FSRS} from 'ts-fsrs';
import { Rating, State, clipParameters, default_w, fsrs, type FSRSState } from 'ts-fsrs';
import { retrievability, review, type FsrsState } from '../apps/server/src/modules/training/scheduling.js';
import { printTable, runBenchmark } from './lib.js';
import { seededRandom } from '../apps/server/src/platform/seeded-random.js';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const DAYS = 90;
const SESSION = 15;
const NEW_WORDS_PER_DAY = 6;
const READING_DAYS = 60;
// the spec's training defaults, with the session's 15 cards; texts of the whole run by default, so every
// selection always finds 15 words and all of them spend the same number of reviews (BENCH_TEXT_AGE=20
// shows the spec's default window)
const TEXT_AGE_DAYS = Number(process.env.BENCH_TEXT_AGE ?? DAYS);
const MAXIMUM_STREAK = 2;
const KNOWN_VOCABULARIES = 5;
const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);

type Policy = 'streak only' | 'new top fifteen' | 'due now';
const POLICIES: Policy[] = ['streak only', 'new top fifteen', 'due now'];

interface Word {
  id: number;
  addedDay: number;
  /** The learner's real memory (ground truth) and the day it was last refreshed. */
  memory: FSRSState;
  seenDay: number;
  /** What the app knows. */
  streak: number;
  lastReviewed: number | null;
  card: FsrsState;
}

/** A learner's true memory model: FSRS's default parameters, each scaled by a random 0.7-1.3. */
function trueModel(rand: () => number): FSRS {
  const w = clipParameters(
    default_w.map((value) => value * (0.7 + 0.6 * rand())),
    0,
    false,
  );
  return fsrs({ w, enable_short_term: false });
}

const newCard = (): FsrsState => ({
  due: null,
  stability: 0,
  difficulty: 0,
  reps: 0,
  lapses: 0,
  state: State.New,
  scheduledDays: 0,
  lastReview: null,
});

const at = (day: number) => new Date(START + day * DAY_MS);
const weakestFirst = (a: Word, b: Word) =>
  a.streak - b.streak || (a.lastReviewed ?? -1) - (b.lastReviewed ?? -1) || a.id - b.id;

/** Today's streak-only rule: up to KNOWN_VOCABULARIES known words, then weak ones, weakest first. */
function streakOnly(words: Word[], day: number): Word[] {
  const recent = words.filter((w) => day - w.addedDay <= TEXT_AGE_DAYS);
  const known = recent.filter((w) => w.streak > MAXIMUM_STREAK).sort(weakestFirst).slice(0, KNOWN_VOCABULARIES);
  const weak = recent.filter((w) => w.streak <= MAXIMUM_STREAK).sort(weakestFirst).slice(0, SESSION - known.length);
  return [...weak, ...known];
}

const isDue = (w: Word, now: Date) => w.card.due !== null && new Date(w.card.due) <= now;
const byRecall = (now: Date) => (a: Word, b: Word) =>
  retrievability(a.card, now) - retrievability(b.card, now) || a.id - b.id;

/** Decision 012: weak words first (due ones first, lowest recall first), then known ones up to the limit. */
function newTopFifteen(words: Word[], day: number, total = SESSION): Word[] {
  const now = at(day);
  const recent = words.filter((w) => day - w.addedDay <= TEXT_AGE_DAYS);
  const pick = (pool: Word[], limit: number) => [
    ...pool.filter((w) => isDue(w, now)).sort(byRecall(now)),
    ...pool.filter((w) => !isDue(w, now)).sort(weakestFirst),
  ].slice(0, limit);
  const weak = pick(recent.filter((w) => w.streak <= MAXIMUM_STREAK), total);
  const known = pick(recent.filter((w) => w.streak > MAXIMUM_STREAK), Math.min(KNOWN_VOCABULARIES, total - weak.length));
  return [...weak, ...known];
}

/** "Train due words": everything due (any text age), lowest recall first, topped up by the top fifteen. */
function dueNow(words: Word[], day: number): Word[] {
  const now = at(day);
  const due = words.filter((w) => isDue(w, now)).sort(byRecall(now)).slice(0, SESSION);
  const chosen = new Set(due.map((w) => w.id));
  const rest = newTopFifteen(words.filter((w) => !chosen.has(w.id)), day, SESSION - due.length);
  return [...due, ...rest];
}

const SELECT: Record<Policy, (words: Word[], day: number) => Word[]> = {
  'streak only': streakOnly,
  'new top fifteen': newTopFifteen,
  'due now': dueNow,
};

/** One learner through 90 days with one policy; the same seed gives the same words and model. */
function simulate(seed: number, policy: Policy) {
  const rand = seededRandom(seed);
  const model = trueModel(rand);
  const answers = seededRandom(seed * 7919 + 1);
  const words: Word[] = [];
  let reviews = 0;
  for (let day = 0; day < DAYS; day += 1) {
    if (day < READING_DAYS) {
      for (let k = 0; k < NEW_WORDS_PER_DAY; k += 1) {
        // met while reading and looked up: a first, shaky memory of it
        words.push({
          id: words.length,
          addedDay: day,
          memory: model.next_state(null, 0, Rating.Hard),
          seenDay: day,
          streak: 0,
          lastReviewed: null,
          card: newCard(),
        });
      }
    }
    for (const word of SELECT[policy](words, day)) {
      const elapsed = day - word.seenDay;
      const recalled = answers() < model.forgetting_curve(elapsed, word.memory.stability);
      word.memory = model.next_state(word.memory, elapsed, recalled ? Rating.Good : Rating.Again);
      word.seenDay = day;
      word.streak = recalled ? word.streak + 1 : 0;
      word.lastReviewed = day;
      word.card = review(word.card, recalled ? 'learned' : 'forgotten', at(day), 0.9).next;
      reviews += 1;
    }
  }
  const remembered = words.reduce((sum, w) => sum + model.forgetting_curve(DAYS - w.seenDay, w.memory.stability), 0);
  return { words: words.length, reviews, remembered };
}

export async function main() {
  const rows = POLICIES.map((policy) => {
    let words = 0;
    let reviews = 0;
    let remembered = 0;
    for (let learner = 1; learner <= LEARNERS; learner += 1) {
      const result = simulate(learner, policy);
      words += result.words;
      reviews += result.reviews;
      remembered += result.remembered;
    }
    return {
      selection: policy,
      'reviews per learner': Math.round(reviews / LEARNERS),
      'recall at day 90': `${((remembered / words) * 100).toFixed(1)} %`,
      'words remembered (of 360)': (remembered / LEARNERS).toFixed(1),
      'reviews per remembered word': (reviews / remembered).toFixed(2),
    };
  });
  printTable(
    `Learning simulation: ${LEARNERS} learners, ${DAYS} days, ${SESSION} cards a day, ${NEW_WORDS_PER_DAY} new words a day for ${READING_DAYS} days, texts of the last ${TEXT_AGE_DAYS} days`,
    rows,
  );
}

await runBenchmark(import.meta.url, main);
