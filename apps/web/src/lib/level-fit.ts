/** How much of a text the learner knows, over its distinct words (issue 16 item 3). */
export interface LevelFit {
  known: number;
  learning: number;
  new: number;
  total: number;
  /** Share of known words, 0-100, rounded. */
  knownPercent: number;
}

const DIGITS = /^\p{N}+$/u;

/**
 * Counts the distinct forms among a text's word forms (TextLayout's `forms`) as known (a form of a known
 * word), learning (a form of a word still learning) or new (no form of the learner's). Numbers are not
 * vocabulary and are left out.
 */
export function levelFit(
  wordForms: readonly string[],
  forms: ReadonlySet<string>,
  learning: ReadonlySet<string>,
): LevelFit {
  const distinct = [...new Set(wordForms)].filter((form) => !DIGITS.test(form));
  let known = 0;
  let learningCount = 0;
  for (const form of distinct) {
    if (!forms.has(form)) continue;
    if (learning.has(form)) learningCount += 1;
    else known += 1;
  }
  const total = distinct.length;
  return {
    known,
    learning: learningCount,
    new: total - known - learningCount,
    total,
    knownPercent: total === 0 ? 0 : Math.round((known / total) * 100),
  };
}

