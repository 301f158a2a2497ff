import { normalizePhrase, type Language } from '@reeprise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { wordModelOf, type WordModel } from '@/lib/level-fit';
import { getKnownFormsQueryOptions, useKnownForms } from '../api/get-known-forms';

/**
 * The forms to paint: the learner's forms in the text's language, plus words just clicked (shown at
 * once, dropped again if adding fails), which of them are still being learned (every clicked word
 * is, until the server says otherwise) and which ignored. Refetched whenever an entry finishes.
 */
export function useKnownWords(language: Language | undefined, pendingEntries: number) {
  const queryClient = useQueryClient();
  const known = useKnownForms(language);
  const [clicked, setClicked] = useState<ReadonlySet<string>>(() => new Set());

  const previousPending = useRef(pendingEntries);
  useEffect(() => {
    // an entry completed (its base form may add forms): ask the server again
    if (language && pendingEntries < previousPending.current) {
      void queryClient.invalidateQueries({ queryKey: getKnownFormsQueryOptions(language).queryKey });
    }
    previousPending.current = pendingEntries;
  }, [language, pendingEntries, queryClient]);

  // the answer's own sets while nothing was just clicked: no copy of 30,000 forms per change
  const model = useMemo<WordModel>(() => {
    const stored = wordModelOf(known.data);
    if (clicked.size === 0) return stored;
    const forms = new Set(stored.forms);
    const learning = new Set(stored.learning);
    for (const form of clicked) {
      if (!stored.forms.has(form)) learning.add(form);
      forms.add(form);
    }
    return { forms, learning, ignored: stored.ignored };
  }, [known.data, clicked]);

  // a phrase's form has one space between its words, as the server stores it
  const markClicked = useCallback((word: string) => {
    setClicked((current) => new Set(current).add(normalizePhrase(word)));
  }, []);
  const unmarkClicked = useCallback((word: string) => {
    setClicked((current) => {
      const next = new Set(current);
      next.delete(normalizePhrase(word));
      return next;
    });
  }, []);

  return { model, loaded: known.isSuccess, markClicked, unmarkClicked };
}
