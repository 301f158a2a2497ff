import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache.js';

describe('AnswerCache', () => {
  it('serves an answer only for the version it was made at, and only before it expires', () => {
    const cache = new AnswerCache(100);
    cache.set('a', 3, 1_000, 'three');
    expect(cache.get('a', 3, 999)?.text).toBe('three');
    expect(cache.get('a', 4, 999)).toBeUndefined();
    expect(cache.get('b', 3, 999)).toBeUndefined();
    expect(cache.get('a', 3, 1_000)).toBeUndefined();
    expect(cache.size).toBe(0); // an expired answer is dropped
  });

  it('keeps the newer answer when one made from an older version arrives last', () => {
    const cache = new AnswerCache(100);
    cache.set('a', 5, Infinity, 'five');
    cache.set('a', 4, Infinity, 'four');
    expect(cache.get('a', 5, 0)?.text).toBe('five');
    cache.set('a', 6, Infinity, 'six');
    expect(cache.get('a', 6, 0)?.text).toBe('six');
    expect(cache.size).toBe(1);
  });

  it('holds no more characters than it may, dropping the oldest answers first', () => {
    const cache = new AnswerCache(10);
    cache.set('a', 1, Infinity, 'aaaa');
    cache.set('b', 1, Infinity, 'bbbb');
    cache.set('c', 1, Infinity, 'cccc');
    expect(cache.get('a', 1, 0)).toBeUndefined();
    expect(cache.get('b', 1, 0)?.text).toBe('bbbb');
    expect(cache.get('c', 1, 0)?.text).toBe('cccc');
    cache.set('b', 2, Infinity, 'bb'); // replacing frees what the old answer held
    cache.set('d', 1, Infinity, 'dddd');
    expect(
      [cache.get('b', 2, 0), cache.get('c', 1, 0), cache.get('d', 1, 0)].map((kept) => kept?.text),
    ).toEqual(['bb', 'cccc', 'dddd']);
    // larger than the whole cache: sent, not kept, and nothing dropped for it
    expect(cache.set('e', 1, Infinity, 'e'.repeat(11)).text).toBe('e'.repeat(11));
    expect(cache.size).toBe(3);
  });

  it('hands back the kept form, so compressed forms added to it are kept with it', () => {
    const cache = new AnswerCache(100);
    cache.set('a', 1, Infinity, 'text').compressed.set('gzip', Buffer.from('z'));
    expect(cache.get('a', 1, 0)?.compressed.get('gzip')?.toString()).toBe('z');
  });
});
