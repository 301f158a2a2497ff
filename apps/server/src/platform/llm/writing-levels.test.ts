import { LEVELS, PLACEMENT_WORD_COUNTS } from '@reeprise/contract';
import { describe, expect, it } from 'vitest';
import { WRITING_LEVELS, learnerBandLine, learnerBandWords, levelGuidance, outsideBandRate } from './writing-levels.js';

describe('the per-level writing guide (issue 36)', () => {
  it('gives every level longer sentences and a wider band than the one below, and placement’s word counts as bands', () => {
    for (let i = 1; i < LEVELS.length; i++) {
      const [lower, higher] = [WRITING_LEVELS[LEVELS[i - 1]], WRITING_LEVELS[LEVELS[i]]];
      expect(higher.sentenceWords.max, LEVELS[i]).toBeGreaterThan(lower.sentenceWords.max);
      expect(higher.band, LEVELS[i]).toBeGreaterThan(lower.band);
    }
    for (const level of ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const) {
      expect(WRITING_LEVELS[level].band).toBe(PLACEMENT_WORD_COUNTS[level]);
    }
  });

  it('derives the words allowed outside the band from the learner’s target share', () => {
    expect(outsideBandRate(0.95)).toBe('1 in 20');
    expect(outsideBandRate(0.8)).toBe('1 in 5');
    expect(outsideBandRate(0.99)).toBe('1 in 100');
    expect(levelGuidance('B1', 0.9)).toMatch(/at most 1 in 10 running words may lie outside them/);
  });

  it('names a learner band only with placement or 200 known words, the larger of the two', () => {
    expect(learnerBandWords({ placement: null, knownWords: 199, targetKnownShare: 0.95 })).toBeNull();
    expect(learnerBandWords({ placement: null, knownWords: 200, targetKnownShare: 0.95 })).toBe(200);
    expect(learnerBandWords({ placement: 'B1', knownWords: 50, targetKnownShare: 0.95 })).toBe(2000);
    expect(learnerBandWords({ placement: 'A1', knownWords: 3210, targetKnownShare: 0.95 })).toBe(3210);
    expect(learnerBandWords({ placement: 'A0', knownWords: 0, targetKnownShare: 0.95 })).toBe(300);
    expect(learnerBandLine({ placement: 'A1', knownWords: 3210, targetKnownShare: 0.95 })).toBe(
      'This learner knows about 3,210 words of the language. Write mostly among the 3,000 most common words: at least 95 % of the running words should be among them, so at most 1 in 20 running words lies outside.',
    );
    expect(learnerBandLine(null)).toBe('');
  });
});
