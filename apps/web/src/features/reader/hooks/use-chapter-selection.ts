import type { Vocabulary } from '@reeprise/contract';

/**
 * The contract's CHAPTER_WORDS_MAX, repeated: it sits in chapters.ts beside zod schemas, and importing it
 * from there brings zod into the reader's first paint (decision 022). use-chapter-selection.test.ts holds
 * the two equal.
 */
export const CHAPTER_WORDS_MAX = 20;
import { useCallback, useState } from 'react';

/** The words ticked for the next chapter, shared by the panel and the popover at the tapped word. */
export function useChapterSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(() => new Map());
  const toggle = useCallback((entry: Vocabulary) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(entry.id)) next.delete(entry.id);
      else next.set(entry.id, entry.word);
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return { selected, toggle, clear, full: selected.size >= CHAPTER_WORDS_MAX };
}

export type ChapterSelection = ReturnType<typeof useChapterSelection>;
