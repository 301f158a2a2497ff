import type { KnownForms, WordStatus } from '@reeprise/contract';

/** A form's status for the learner (issue 34): `learning` is a vocabulary entry not yet known. */
export type FormStatus = 'new' | 'learning' | 'known' | 'ignored';

/**
 * The learner's forms of one language as sets: `forms` every form they have (vocabulary entries and forms
 * marked known), `learning` those still being learned, `ignored` names and foreign words (counted as known).
 */
export type WordModel = {
  forms: ReadonlySet<string>;
  learning: ReadonlySet<string>;
  ignored: ReadonlySet<string>;
};

export const EMPTY_WORD_MODEL: WordModel = { forms: new Set(), learning: new Set(), ignored: new Set() };

// one set per answer, shared by the reader and every card of the list (30,000 forms take milliseconds)
const models = new WeakMap<KnownForms, WordModel>();

/** The sets of one known_forms answer, built once per answer. */
export function wordModelOf(known: KnownForms | undefined): WordModel {
  if (!known) return EMPTY_WORD_MODEL;
  let model = models.get(known);
  if (!model) {
    model = { forms: new Set(known.forms), learning: new Set(known.learning), ignored: new Set(known.ignored) };
    models.set(known, model);
  }
  return model;
}

/** An ignored form is ignored whatever else it is; a vocabulary entry still being learned is learning. */
export function statusOf(model: WordModel, form: string): FormStatus {
  if (model.ignored.has(form)) return 'ignored';
  if (model.learning.has(form)) return 'learning';
  return model.forms.has(form) ? 'known' : 'new';
}

/**
 * The answer as it will be once the server has set `status` on `words` (the client shows it at once): a
 * status set by hand wins over a vocabulary entry being learned; back to new, an entry is learning again
 * (the server's answer brings that back: the client does not know which forms are entries).
 */
export function withStatus(known: KnownForms, words: readonly string[], status: WordStatus): KnownForms {
  const changed = new Set(words);
  const learning = new Set(known.learning);
  const forms = known.forms.filter((form) => !changed.has(form) || (status === 'new' && learning.has(form)));
  const ignored = known.ignored.filter((form) => !changed.has(form));
  if (status === 'known') forms.push(...changed);
  if (status === 'ignored') ignored.push(...changed);
  return {
    forms,
    learning: status === 'new' ? known.learning : known.learning.filter((form) => !changed.has(form)),
    ignored,
  };
}

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
