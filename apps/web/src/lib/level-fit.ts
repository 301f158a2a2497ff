import type { WordModel } from './known-forms';

/** How much of a text the learner knows, over its distinct words (issue 16 item 3, issue 34). */
export interface LevelFit {
  known: number;
  learning: number;
  new: number;
  total: number;
  /** Share of known words, 0-100, rounded. */
  knownPercent: number;
}

const DIGITS = /^\p{N}+$/u;

/** Numbers are not vocabulary: no status, no mark, not counted. */
export function isNumber(form: string): boolean {
  return DIGITS.test(form);
}

/**
 * Counts the distinct forms among a text's word forms (TextLayout's `forms`) by the word model: known
 * (marked known, a known vocabulary entry, or ignored: names and foreign words are no work for the
 * learner), learning (a vocabulary entry still being learned) or new. Numbers are left out.
 */
export function levelFit(wordForms: readonly string[], model: WordModel): LevelFit {
  const distinct = new Set<string>();
  let known = 0;
  let learning = 0;
  for (const form of wordForms) {
    if (distinct.has(form) || isNumber(form)) continue;
    distinct.add(form);
    if (model.ignored.has(form)) known += 1;
    else if (model.learning.has(form)) learning += 1;
    else if (model.forms.has(form)) known += 1;
  }
  const total = distinct.size;
  return {
    known,
    learning,
    new: total - known - learning,
    total,
    knownPercent: total === 0 ? 0 : Math.round((known / total) * 100),
  };
}

/** The distinct new forms of a text (no numbers), in the order they first appear: what "mark read" marks. */
export function newForms(wordForms: readonly string[], model: WordModel): string[] {
  const seen = new Set<string>();
  for (const form of wordForms) {
    if (seen.has(form) || isNumber(form)) continue;
    if (!model.forms.has(form) && !model.ignored.has(form)) seen.add(form);
  }
  return [...seen];
}
