import { DueSchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readDueCounts } from './read-due-counts';

const counts = { due_now: 3, due_today: 7, results: [] };

describe('readDueCounts agrees with DueSchema on a count-only answer', () => {
  const cases: [string, unknown][] = [
    ['counts', counts],
    ['nothing due', { due_now: 0, due_today: 0, results: [] }],
    ['extra fields', { ...counts, next_due_at: null }],
    ['new words', { ...counts, new_waiting: 6, new_today: 4 }],
    ['a fractional new count', { ...counts, new_today: 1.5 }],
    ['a new count as a string', { ...counts, new_waiting: '6' }],
    ['a fractional count', { ...counts, due_now: 1.5 }],
    ['a count as a string', { ...counts, due_today: '7' }],
    ['no due_today', { ...counts, due_today: undefined }],
    ['no results', { due_now: 3, due_today: 7 }],
    ['results that are no list', { ...counts, results: {} }],
    ['null', null],
    ['a list', [counts]],
  ];
  for (const [name, json] of cases) {
    test(name, () => {
      expect(readDueCounts(json) !== undefined).toBe(DueSchema.safeParse(json).success);
    });
  }

  test('only the counts are kept', () => {
    expect(readDueCounts({ ...counts, extra: 1 })).toEqual({
      due_now: 3,
      due_today: 7,
      new_waiting: 0,
      new_today: 0,
    });
    expect(readDueCounts({ ...counts, new_waiting: 6, new_today: 4 })).toMatchObject({
      new_waiting: 6,
      new_today: 4,
    });
  });
});
