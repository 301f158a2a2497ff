import { normalizeWord, splitWords, type Language, type LevelFit } from '@reeprise/contract';

/** What one learner knows of a language's forms, as level fit reads it (decision 035's word model). */
export interface WordModel {
  /** Forms counted as known: marked known, a known vocabulary entry's, or ignored (no work for the learner). */
  known: ReadonlySet<string>;
  /** Forms of vocabulary entries still being learned. */
  learning: ReadonlySet<string>;
}

/** A text's running words: each distinct form with how often it occurs (numbers are no words: splitWords leaves them out). */
export type FormCounts = ReadonlyMap<string, number>;

/** Counts every running word of `content` by its normalised form. */
export function countForms(content: string, language: Language): FormCounts {
  const counts = new Map<string, number>();
  for (const span of splitWords(content, language)) {
    const form = normalizeWord(content.slice(span.start, span.end));
    counts.set(form, (counts.get(form) ?? 0) + 1);
  }
  return counts;
}

/**
 * The level fit of a text for a learner: shares of running words (a form met five times counts five
 * times, as Nation's coverage figures do), learning before known (a form of an entry still being learned
 * is work even if it was once marked), `new_words` the distinct new forms. Shares are rounded to 4 places.
 */
export function measureLevelFit(forms: FormCounts, model: WordModel): LevelFit {
  let tokens = 0;
  let known = 0;
  let learning = 0;
  let newWords = 0;
  for (const [form, count] of forms) {
    tokens += count;
    if (model.learning.has(form)) learning += count;
    else if (model.known.has(form)) known += count;
    else newWords += 1;
  }
  if (tokens === 0) return { known_share: 0, learning_share: 0, new_share: 0, new_words: 0 };
  const share = (n: number) => Math.round((n / tokens) * 10_000) / 10_000;
  const knownShare = share(known);
  const learningShare = share(learning);
  return {
    known_share: knownShare,
    learning_share: learningShare,
    // the rest, so the three add up to 1 after rounding
    new_share: Math.max(0, Math.round((1 - knownShare - learningShare) * 10_000) / 10_000),
    new_words: newWords,
  };
}

/** The distinct new forms of a text for a learner, most frequent first: what an easier rewrite should replace. */
export function newFormsOf(forms: FormCounts, model: WordModel): string[] {
  return [...forms]
    .filter(([form]) => !model.learning.has(form) && !model.known.has(form))
    .sort((a, b) => b[1] - a[1])
    .map(([form]) => form);
}

/** How far below the target a text may fall and still be at the learner's level (issue 36: 3 points). */
export const AT_LEVEL_TOLERANCE = 0.03;
/** Above this a text is too easy (issue 36: the reader offers "Make it harder"). */
export const TOO_EASY_SHARE = 0.99;

/** A text at the learner's level: not more than 3 points under the target, and not above 0.99 known. */
export const isAtLevel = (fit: LevelFit, target: number): boolean =>
  fit.known_share >= target - AT_LEVEL_TOLERANCE - 1e-9 && fit.known_share <= TOO_EASY_SHARE;
