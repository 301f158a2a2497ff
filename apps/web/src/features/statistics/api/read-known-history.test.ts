import { KnownHistorySchema } from '@reeprise/contract';
import { describe, expect, test } from 'vitest';
import { readKnownHistory } from './read-known-history';

const history = {
  language: 'SPANISH',
  days: [
    { date: '2026-11-20', known: 500 },
    { date: '2026-11-27', known: 2012 },
  ],
};

describe('readKnownHistory', () => {
  test.each<[string, unknown]>([
    ['a history', history],
    ['no days', { ...history, days: [] }],
    ['extra fields', { ...history, total: 3, days: [{ date: '2026-11-20', known: 1, learning: 2 }] }],
    ['an unknown language', { ...history, language: 'ELVISH' }],
    ['a negative count', { ...history, days: [{ date: '2026-11-20', known: -1 }] }],
    ['a fractional count', { ...history, days: [{ date: '2026-11-20', known: 0.5 }] }],
    ['a date as a number', { ...history, days: [{ date: 20261120, known: 1 }] }],
    ['days as an object', { ...history, days: { date: '2026-11-20', known: 1 } }],
    ['no days field', { language: 'SPANISH' }],
    ['null', null],
  ])('judges %s as KnownHistorySchema does', (_case, json) => {
    const parsed = KnownHistorySchema.safeParse(json);
    expect(readKnownHistory(json)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
