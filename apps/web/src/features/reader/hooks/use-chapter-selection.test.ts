import { CHAPTER_WORDS_MAX as CONTRACT_CHAPTER_WORDS_MAX } from '@reeprise/contract';
import { expect, test } from 'vitest';
import { CHAPTER_WORDS_MAX } from './use-chapter-selection';

test("the reader's chapter word limit is the contract's", () => {
  expect(CHAPTER_WORDS_MAX).toBe(CONTRACT_CHAPTER_WORDS_MAX);
});
