import { PHRASE_MAX_WORDS } from '@reeprise/contract';
import { useCallback, useRef, useState, type RefObject } from 'react';

/** A run of adjacent words, by index, first ≤ last. */
export type WordRange = { first: number; last: number };

const SELECTED_CLASS = 'reader-word-selected';
/** How long a finger rests on a word before it starts a phrase. */
export const LONG_PRESS_MS = 500;

/** The range from `anchor` towards `to`, at most PHRASE_MAX_WORDS words long. */
export function rangeFrom(anchor: number, to: number): WordRange {
  const limit = PHRASE_MAX_WORDS - 1;
  const end = to >= anchor ? Math.min(to, anchor + limit) : Math.max(to, anchor - limit);
  return { first: Math.min(anchor, end), last: Math.max(anchor, end) };
}

/**
 * The phrase being chosen (issue 17 §3): by dragging the mouse across words, by shift+arrows from the
 * focused word, or by a long press on a phone followed by a tap on the last word. The chosen words get
 * a class in place (no render of the text); `range` is kept for the screen reader's announcement.
 */
export function usePhraseSelection(container: RefObject<HTMLElement | null>) {
  const [range, setRange] = useState<WordRange | null>(null);
  const anchor = useRef<number | null>(null);
  const shown = useRef<WordRange | null>(null);

  const paint = useCallback(
    (next: WordRange | null) => {
      const root = container.current;
      const previous = shown.current;
      if (root && previous) {
        for (let i = previous.first; i <= previous.last; i += 1) {
          root.querySelector(`[data-i="${i}"]`)?.classList.remove(SELECTED_CLASS);
        }
      }
      if (root && next) {
        for (let i = next.first; i <= next.last; i += 1) {
          root.querySelector(`[data-i="${i}"]`)?.classList.add(SELECTED_CLASS);
        }
      }
      shown.current = next;
      setRange(next);
    },
    [container],
  );

  /** Starts a phrase at a word (the mouse went down on it, shift+arrow left it, a finger rested on it). */
  const start = useCallback(
    (index: number) => {
      anchor.current = index;
      paint({ first: index, last: index });
    },
    [paint],
  );
  /** Stretches the phrase from its first word to `index` (at most PHRASE_MAX_WORDS words). */
  const extend = useCallback(
    (index: number) => {
      if (anchor.current === null) return null;
      const next = rangeFrom(anchor.current, index);
      paint(next);
      return next;
    },
    [paint],
  );
  const clear = useCallback(() => {
    anchor.current = null;
    if (shown.current) paint(null);
  }, [paint]);

  /** The chosen words now (`range` is the last render's). */
  const current = useCallback(() => shown.current, []);

  return { range, anchor, start, extend, clear, current };
}

export type PhraseSelection = ReturnType<typeof usePhraseSelection>;
