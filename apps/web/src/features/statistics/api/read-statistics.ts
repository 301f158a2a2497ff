import type { Progress, TextStats, VocabularyStats } from '@reeprise/contract';

// The statistics page paints without zod (decision 023): its three answers are checked by hand to the
// rules of VocabularyStatsSchema, TextStatsSchema and ProgressSchema; read-statistics.test.ts holds
// each check to its schema's verdicts. Unknown fields are kept rather than stripped: nothing reads them.

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown) => Number.isSafeInteger(value);
// z.number() takes any finite number
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const hasInts = (json: Json, keys: readonly string[]) => keys.every((key) => isInt(json[key]));

const VOCABULARY_STATS_FIELDS = [
  'total_created',
  'last_week_created',
  'last_four_weeks_created',
  'streak_gt5',
  'streak_5',
  'streak_4',
  'streak_3',
  'streak_2',
  'streak_1',
  'streak_0',
] as const satisfies readonly (keyof VocabularyStats)[];

const TEXT_STATS_FIELDS = [
  'total_created_texts',
  'last_week_created_texts',
  'total_created_texts_length',
] as const satisfies readonly (keyof TextStats)[];

export function readVocabularyStats(json: unknown): VocabularyStats | undefined {
  return isObject(json) && hasInts(json, VOCABULARY_STATS_FIELDS) ? (json as VocabularyStats) : undefined;
}

/** Issue 36's "N of your last 10 texts were at your level": two counts and the target they were judged by. */
function isLevelHits(value: unknown): boolean {
  return (
    isObject(value) &&
    hasInts(value, ['at_level', 'measured']) &&
    (value.at_level as number) >= 0 &&
    (value.measured as number) >= 0 &&
    isNumber(value.target_known_share)
  );
}

export function readTextStats(json: unknown): TextStats | undefined {
  const valid =
    isObject(json) &&
    hasInts(json, TEXT_STATS_FIELDS) &&
    (json.level_hits === undefined || isLevelHits(json.level_hits));
  return valid ? (json as TextStats) : undefined;
}

const isDayCount = (value: unknown, keys: readonly string[]) =>
  isObject(value) && typeof value.day === 'string' && hasInts(value, keys);
const isDayCounts = (value: unknown, keys: readonly string[] = ['count']) =>
  Array.isArray(value) && value.every((day) => isDayCount(day, keys));

function isRetention(value: unknown): boolean {
  return (
    isObject(value) &&
    hasInts(value, ['due_reviews', 'good']) &&
    (value.rate === null || isNumber(value.rate)) &&
    isNumber(value.desired)
  );
}

export function readProgress(json: unknown): Progress | undefined {
  const valid =
    isObject(json) &&
    isDayCounts(json.reviews_per_day, ['count', 'good']) &&
    isDayCounts(json.words_added_per_day) &&
    isDayCounts(json.due_forecast) &&
    isRetention(json.retention);
  return valid ? (json as Progress) : undefined;
}
