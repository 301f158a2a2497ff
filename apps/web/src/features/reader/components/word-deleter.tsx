import type { Vocabulary } from '@reeprise/contract';
import { useEffect, useRef } from 'react';
import { useDeleteVocabulary } from '@/lib/delete-vocabulary';

type Props = {
  /** Every entry the learner asked to delete on this page, oldest first: each is deleted once. */
  deletions: readonly Vocabulary[];
  onDeleted: (entry: Vocabulary) => void;
};

/**
 * Deletes the words the learner asked to, with the one useDeleteVocabulary (Undo in the snackbar). A chunk
 * of its own, mounted with the first bin pressed: useDeleteVocabulary parses the restored entry with the
 * contract's schema, and zod is not part of the reader's first paint (decision 022). It stays mounted, so
 * an Undo offered keeps working.
 */
export function WordDeleter({ deletions, onDeleted }: Props) {
  const { remove } = useDeleteVocabulary(onDeleted);
  const handled = useRef(0);
  useEffect(() => {
    for (; handled.current < deletions.length; handled.current += 1) {
      const entry = deletions[handled.current];
      if (entry) remove(entry);
    }
  }, [deletions, remove]);
  return null;
}
