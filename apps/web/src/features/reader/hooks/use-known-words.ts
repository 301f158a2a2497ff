import { normalizePhrase, type Language } from '@reeprise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getKnownFormsQueryOptions, useKnownForms } from '../api/get-known-forms';

/**
 * The forms to paint: the learner's forms in the text's language, plus words just clicked (shown at
 * once, dropped again if adding fails), and which of them are still being learned (every clicked word
 * is, until the server says otherwise). Refetched whenever an entry finishes.
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

  const forms = useMemo(() => {
    const all = new Set(known.data?.forms);
    for (const form of clicked) all.add(form);
    return all;
  }, [known.data, clicked]);
  const learning = useMemo(() => {
    const stored = new Set(known.data?.forms);
    const all = new Set(known.data?.learning);
    for (const form of clicked) if (!stored.has(form)) all.add(form);
    return all;
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

  return { forms, learning, markClicked, unmarkClicked };
}
