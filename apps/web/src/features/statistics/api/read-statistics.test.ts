import { ProgressSchema, TextStatsSchema, VocabularyStatsSchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readProgress, readTextStats, readVocabularyStats } from './read-statistics';

const vocabulary = {
  total_created: 1234,
  last_week_created: 56,
  last_four_weeks_created: 789,
  streak_gt5: 1,
  streak_5: 2,
  streak_4: 3,
  streak_3: 4,
  streak_2: 5,
  streak_1: 6,
  streak_0: 7,
};
const texts = { total_created_texts: 12, last_week_created_texts: 3, total_created_texts_length: 1234567 };
const progress = {
  reviews_per_day: [
    { day: '2026-11-26', count: 3, good: 2 },
    { day: '2026-11-27', count: 0, good: 0 },
  ],
  words_added_per_day: [{ day: '2026-11-27', count: 4 }],
  due_forecast: [{ day: '2026-11-28', count: 5 }],
  retention: { due_reviews: 40, good: 34, rate: 0.85, desired: 0.9 },
};

type Case = [string, unknown];

/** Each check must say yes exactly when the contract's schema does. */
function agree(
  read: (json: unknown) => unknown,
  schema: { safeParse: (json: unknown) => { success: boolean } },
  cases: Case[],
) {
  for (const [name, json] of cases) {
    test(name, () => {
      expect(read(json) !== undefined).toBe(schema.safeParse(json).success);
    });
  }
}

describe('readVocabularyStats agrees with VocabularyStatsSchema', () => {
  agree(readVocabularyStats, VocabularyStatsSchema, [
    ['valid figures', vocabulary],
    ['extra fields', { ...vocabulary, streak_6: 1 }],
    ['a missing field', { ...vocabulary, streak_0: undefined }],
    ['a fractional figure', { ...vocabulary, total_created: 1.5 }],
    ['a figure as a string', { ...vocabulary, last_week_created: '56' }],
    ['null', null],
    ['an array', [vocabulary]],
  ]);
});

describe('readTextStats agrees with TextStatsSchema', () => {
  agree(readTextStats, TextStatsSchema, [
    ['valid figures', texts],
    ['a missing field', { ...texts, total_created_texts_length: undefined }],
    ['a negative figure (the schema allows it)', { ...texts, last_week_created_texts: -1 }],
    ['a figure as a string', { ...texts, total_created_texts: '12' }],
    ['NaN', { ...texts, total_created_texts: Number.NaN }],
    ['a string', 'texts'],
    [
      'level hits (issue 36)',
      { ...texts, level_hits: { at_level: 8, measured: 10, target_known_share: 0.95 } },
    ],
    ['level hits without a target', { ...texts, level_hits: { at_level: 8, measured: 10 } }],
    [
      'negative level hits',
      { ...texts, level_hits: { at_level: -1, measured: 10, target_known_share: 0.95 } },
    ],
    ['level hits as null', { ...texts, level_hits: null }],
  ]);
});

describe('readProgress agrees with ProgressSchema', () => {
  agree(readProgress, ProgressSchema, [
    ['valid progress', progress],
    ['no days at all', { ...progress, reviews_per_day: [], words_added_per_day: [], due_forecast: [] }],
    ['no retention rate', { ...progress, retention: { due_reviews: 0, good: 0, rate: null, desired: 0.9 } }],
    ['a review day without good', { ...progress, reviews_per_day: [{ day: '2026-11-27', count: 1 }] }],
    ['a day as a number', { ...progress, words_added_per_day: [{ day: 20261127, count: 1 }] }],
    ['a fractional count', { ...progress, due_forecast: [{ day: '2026-11-28', count: 0.5 }] }],
    ['a forecast that is no list', { ...progress, due_forecast: { day: '2026-11-28', count: 5 } }],
    ['a rate as a string', { ...progress, retention: { ...progress.retention, rate: '0.85' } }],
    [
      'an infinite rate',
      { ...progress, retention: { ...progress.retention, rate: Number.POSITIVE_INFINITY } },
    ],
    ['no desired retention', { ...progress, retention: { ...progress.retention, desired: undefined } }],
    ['fractional due reviews', { ...progress, retention: { ...progress.retention, due_reviews: 1.5 } }],
    ['no retention', { ...progress, retention: undefined }],
    ['null', null],
  ]);
});
