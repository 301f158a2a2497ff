import { describe, expect, test } from 'vitest';
import { chapterLinks, neighbourNumbers } from './chapter-links';
import { parseChapterParam, parseTextId } from './chapter-param';

describe('chapter query parameter', () => {
  test.each([
    ['0', 0],
    ['3', 3],
    ['0012', 12],
    [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER],
  ])('%s is chapter %s', (value, chapter) => {
    expect(parseChapterParam(value)).toBe(chapter);
  });

  test.each([null, '', ' 2', '2 ', '1.5', '2.0', '1e3', '-1', '+2', 'abc', '0x10', '9007199254740993'])(
    '%s is ignored (whole text)',
    (value) => {
      expect(parseChapterParam(value)).toBeNull();
    },
  );

  test('the text id must be a positive integer', () => {
    expect(parseTextId('42')).toBe(42);
    expect(parseTextId('0')).toBeNull();
    expect(parseTextId('4.2')).toBeNull();
    expect(parseTextId('abc')).toBeNull();
    expect(parseTextId(undefined)).toBeNull();
    expect(parseTextId('99999999999')).toBeNull();
  });
});

describe('previous / next (spec §2 Text reader)', () => {
  test('without a chapter: previous disabled, next is chapter 1 when it exists', () => {
    expect(neighbourNumbers(null)).toEqual({ previousNumber: null, nextNumber: 1 });
    expect(chapterLinks(7, null, undefined, 'COMPLETE')).toMatchObject({
      previous: null,
      next: '/reeprise/7?chapter=1',
    });
    expect(chapterLinks(7, null, undefined, 'NON_EXISTENT')).toMatchObject({ previous: null, next: null });
  });

  test('chapter 0: previous goes to the text root, next to chapter 1', () => {
    expect(neighbourNumbers(0)).toEqual({ previousNumber: null, nextNumber: 1 });
    expect(chapterLinks(7, 0, undefined, 'PENDING')).toMatchObject({
      previous: '/reeprise/7',
      next: '/reeprise/7?chapter=1',
    });
    expect(chapterLinks(7, 0, undefined, 'NON_EXISTENT')).toMatchObject({
      previous: '/reeprise/7',
      next: null,
    });
  });

  test('chapter n: previous is n − 1, next is n + 1, each only when it exists', () => {
    expect(neighbourNumbers(3)).toEqual({ previousNumber: 2, nextNumber: 4 });
    expect(chapterLinks(7, 3, 'COMPLETE', 'COMPLETE')).toMatchObject({
      previous: '/reeprise/7?chapter=2',
      next: '/reeprise/7?chapter=4',
    });
    expect(chapterLinks(7, 3, 'NON_EXISTENT', 'NON_EXISTENT')).toMatchObject({ previous: null, next: null });
    expect(chapterLinks(7, 1, 'COMPLETE', 'NON_EXISTENT')).toMatchObject({
      previous: '/reeprise/7?chapter=0',
      next: null,
    });
  });

  test('a FAILED or PENDING neighbour exists; one still loading is not linked yet', () => {
    expect(chapterLinks(7, 2, 'FAILED', 'PENDING')).toMatchObject({
      previous: '/reeprise/7?chapter=1',
      next: '/reeprise/7?chapter=3',
    });
    expect(chapterLinks(7, 2, undefined, undefined)).toMatchObject({ previous: null, next: null });
  });
});
