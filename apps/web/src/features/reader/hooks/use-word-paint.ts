import { findPhrases, phraseIndex, type Language, type WordSpan } from '@reeprise/contract';
import { useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import type { FormStatus } from '@/lib/level-fit';

export const WORD_CLASS = 'reader-word';
/** A form the learner has: marked known, or a vocabulary entry (issue 34: painted plain when known). */
export const KNOWN_CLASS = 'reader-word-known';
/** Added to KNOWN_CLASS for a word still being learned: the reader tells learning from known. */
export const LEARNING_CLASS = 'reader-word-learning';
/**
 * A name, foreign word or typo the learner ignores: plain, no mark, counted as known. A span with none of
 * these classes is new: the text's own class (word-text.module.css) marks those, so a new word costs no
 * paint (numbers are never spans: splitWords).
 */
export const IGNORED_CLASS = 'reader-word-ignored';
/** A word the text was asked to practise and used (issue 16 item 4). */
export const PRACTICE_CLASS = 'reader-word-practice';
/** A word of a saved phrase (issue 17 §3); every word of it but the last also joins the gap after it. */
export const PHRASE_CLASS = 'reader-phrase';
export const PHRASE_JOIN_CLASS = 'reader-phrase-join';

type PaintSets = {
  known: ReadonlySet<string>;
  learning: ReadonlySet<string>;
  ignored: ReadonlySet<string>;
  marked: ReadonlySet<string>;
};
/** Word index → whether it is inside a phrase ('join') or its last word ('end'). */
type PhraseMarks = ReadonlyMap<number, 'join' | 'end'>;

/** What a word's status is called for assistive technology (WCAG 4.1.2), in the UI language. */
export type StateTexts = Record<FormStatus, string>;

/** A word span's status, read from its paint. */
export function spanStatus(span: HTMLElement): FormStatus {
  const classes = span.classList;
  if (classes.contains(IGNORED_CLASS)) return 'ignored';
  if (classes.contains(LEARNING_CLASS)) return 'learning';
  return classes.contains(KNOWN_CLASS) ? 'known' : 'new';
}

/**
 * Gives a word its status as its description: only the focused word is a button, but any may become it
 * (a new word the full paint left alone gets its description when it is focused). An attribute, not
 * hidden text, so the text's content stays the text.
 */
export function describeState(span: HTMLElement, stateTexts: StateTexts | undefined) {
  if (!stateTexts) return;
  span.setAttribute('aria-description', stateTexts[spanStatus(span)]);
}

function paint(span: HTMLElement, form: string, sets: PaintSets, stateTexts?: StateTexts) {
  const known = sets.known.has(form);
  const ignored = sets.ignored.has(form);
  span.classList.toggle(KNOWN_CLASS, known);
  // an ignored word is ignored whatever else it is (statusOf in lib/known-forms.ts)
  span.classList.toggle(LEARNING_CLASS, known && !ignored && sets.learning.has(form));
  span.classList.toggle(IGNORED_CLASS, ignored);
  span.classList.toggle(PRACTICE_CLASS, sets.marked.has(form));
  describeState(span, stateTexts);
}

function paintPhrase(span: HTMLElement | undefined, mark: 'join' | 'end' | undefined) {
  span?.classList.toggle(PHRASE_CLASS, mark !== undefined);
  span?.classList.toggle(PHRASE_JOIN_CLASS, mark === 'join');
}

type Options = {
  container: RefObject<HTMLElement | null>;
  text: string;
  language: Language;
  words: readonly WordSpan[];
  forms: readonly string[];
  known: ReadonlySet<string>;
  learning: ReadonlySet<string>;
  ignored: ReadonlySet<string>;
  marked: ReadonlySet<string>;
  /** Changes when the spans are rendered again (or appear at all). */
  rendered: unknown;
  stateTexts?: StateTexts;
};

/**
 * Paints known, learning, ignored and practised words and the learner's phrases in place, never through a
 * React render of the text: a full pass when the spans are new, afterwards only the spans whose paint
 * changed. New words need no paint (their mark is the text's CSS for a span without a status class).
 */
export function useWordPaint({
  container,
  text,
  language,
  words,
  forms,
  known,
  learning,
  ignored,
  marked,
  rendered,
  stateTexts,
}: Options) {
  const phrases = useMemo(() => phraseIndex(known, language), [known, language]);
  const phraseMarks = useMemo<PhraseMarks>(() => {
    const marks = new Map<number, 'join' | 'end'>();
    for (const { first, count } of findPhrases(text, words, forms, phrases)) {
      for (let i = first; i < first + count - 1; i += 1) marks.set(i, 'join');
      if (marks.get(first + count - 1) !== 'join') marks.set(first + count - 1, 'end');
    }
    return marks;
  }, [text, words, forms, phrases]);

  const painted = useRef<{
    spans: HTMLElement[];
    forms: readonly string[];
    sets: PaintSets;
    phrases: PhraseMarks;
    rendered: unknown;
  } | null>(null);

  useLayoutEffect(() => {
    const root = container.current;
    if (!root) {
      painted.current = null;
      return;
    }
    const sets: PaintSets = { known, learning, ignored, marked };
    const last = painted.current;
    if (!last || last.forms !== forms || last.rendered !== rendered) {
      const spans = [...root.querySelectorAll<HTMLElement>(`.${WORD_CLASS}`)];
      spans.forEach((span, index) => {
        const form = forms[index] ?? '';
        const mark = phraseMarks.get(index);
        // most of a text: a span as React made it, for a word with nothing to show, stays as it is
        // (a new word's description comes when it is focused, learning only with known)
        if (
          mark === undefined &&
          span.className === WORD_CLASS &&
          !known.has(form) &&
          !ignored.has(form) &&
          !marked.has(form)
        )
          return;
        paint(span, form, sets, stateTexts);
        paintPhrase(span, mark);
      });
      painted.current = { spans, forms, sets, phrases: phraseMarks, rendered };
      return;
    }
    const changed = new Set<string>();
    for (const key of ['known', 'learning', 'ignored', 'marked'] as const) {
      for (const form of sets[key]) if (!last.sets[key].has(form)) changed.add(form);
      for (const form of last.sets[key]) if (!sets[key].has(form)) changed.add(form);
    }
    if (changed.size > 0) {
      forms.forEach((form, index) => {
        const span = last.spans[index];
        if (span && changed.has(form)) paint(span, form, sets, stateTexts);
      });
    }
    if (last.phrases !== phraseMarks) {
      for (const index of last.phrases.keys())
        if (!phraseMarks.has(index)) paintPhrase(last.spans[index], undefined);
      for (const [index, mark] of phraseMarks) paintPhrase(last.spans[index], mark);
    }
    painted.current = { ...last, sets, phrases: phraseMarks };
  }, [container, forms, known, learning, ignored, marked, phraseMarks, rendered, stateTexts]);
}
