import { renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import {
  IGNORED_CLASS,
  KNOWN_CLASS,
  LEARNING_CLASS,
  PHRASE_CLASS,
  useWordPaint,
  WORD_CLASS,
} from './use-word-paint';

const TEXT = 'el gato come';
const WORDS = [
  { start: 0, end: 2 },
  { start: 3, end: 7 },
  { start: 8, end: 12 },
];
const FORMS = ['el', 'gato', 'come'];

/** Word spans as WordSpans renders them; `stale` carries a paint left from before. */
function container(stale: Record<number, string[]> = {}) {
  const root = document.createElement('div');
  FORMS.forEach((form, index) => {
    const span = document.createElement('span');
    span.className = WORD_CLASS;
    span.textContent = form;
    span.classList.add(...(stale[index] ?? []));
    if (stale[index]?.includes(KNOWN_CLASS)) span.setAttribute('aria-description', 'known');
    root.append(span);
  });
  return root;
}

function paintOf(root: HTMLElement) {
  return [...root.children].map((span) => ({
    classes: [...span.classList].filter((name) => name !== WORD_CLASS),
    description: span.getAttribute('aria-description'),
  }));
}

/** Runs the hook over `root` with the learner's `known` and `learning` forms, `rendered` times rendered. */
function paintWith(
  root: HTMLElement,
  {
    known,
    learning,
    ignored = [],
    rendered,
  }: { known: string[]; learning: string[]; ignored?: string[]; rendered: number },
) {
  renderHook(() =>
    useWordPaint({
      container: { current: root },
      text: TEXT,
      language: 'SPANISH',
      words: WORDS,
      forms: FORMS,
      known: new Set(known),
      learning: new Set(learning),
      ignored: new Set(ignored),
      marked: new Set(),
      rendered,
      stateTexts: { known: 'known', learning: 'learning', ignored: 'ignored', new: 'new' },
    }),
  );
}

describe('useWordPaint', () => {
  test('paints the known and learning words of new spans and leaves the rest as React made them', () => {
    const root = container();
    paintWith(root, { known: ['gato'], learning: ['gato'], rendered: 1 });
    expect(paintOf(root)).toEqual([
      { classes: [], description: null },
      { classes: [KNOWN_CLASS, LEARNING_CLASS], description: 'learning' },
      { classes: [], description: null },
    ]);
  });

  test('clears what an earlier paint left on spans React kept, when the words are no longer known', () => {
    const root = container({ 0: [KNOWN_CLASS], 2: [PHRASE_CLASS] });
    paintWith(root, { known: [], learning: [], rendered: 2 });
    expect(paintOf(root)).toEqual([
      { classes: [], description: 'new' },
      { classes: [], description: null },
      { classes: [], description: 'new' },
    ]);
  });

  // issue 34: known words are plain (a class, no colour), ignored ones too; new words need no paint at all
  test('paints ignored and known words, and leaves new words as React made them', () => {
    const root = container();
    paintWith(root, { known: ['el'], learning: [], ignored: ['gato'], rendered: 1 });
    expect(paintOf(root)).toEqual([
      { classes: [KNOWN_CLASS], description: 'known' },
      { classes: [IGNORED_CLASS], description: 'ignored' },
      { classes: [], description: null },
    ]);
  });
});
