import { normalizeWord, splitWords, type Language } from '@reeprise/contract';

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

/** The distinct forms of `content`'s words (the reader's splitting and forms), numbers left out. */
export function distinctForms(content: string, language: Language): string[] {
  const distinct = new Set<string>();
  for (const span of splitWords(content, language)) {
    const form = normalizeWord(content.slice(span.start, span.end));
    if (!DIGITS.test(form)) distinct.add(form);
  }
  return [...distinct];
}

/**
 * Counts a text's distinct forms (distinctForms) as known (a form of a known word), learning (a form of
 * a word still learning) or new (no form of the learner's).
 */
export function countLevelFit(
  distinct: readonly string[],
  forms: ReadonlySet<string>,
  learning: ReadonlySet<string>,
): LevelFit {
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

/** The level fit of `content`: countLevelFit over its distinctForms. */
export function levelFit(
  content: string,
  language: Language,
  forms: ReadonlySet<string>,
  learning: ReadonlySet<string>,
): LevelFit {
  return countLevelFit(distinctForms(content, language), forms, learning);
}
