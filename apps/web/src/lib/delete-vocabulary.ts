import { VocabularySchema, paths, type Vocabulary } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { api, type ApiError } from '@/lib/api-client';

export const DELETE_VOCABULARY_ERROR = 'could not delete vocabulary';
export const RESTORE_VOCABULARY_ERROR = 'could not restore vocabulary';

export function deleteVocabulary(id: number): Promise<void> {
  return api
    .delete(paths.vocabulary.detail(id), undefined, { errorMessage: DELETE_VOCABULARY_ERROR })
    .then(() => undefined);
}

/** Undo of a deletion: the entry comes back with its usages and learning state (decision 015). */
export function restoreVocabulary(id: number): Promise<Vocabulary> {
  return api.post(paths.vocabulary.restore(id), undefined, {
    schema: VocabularySchema,
    errorMessage: RESTORE_VOCABULARY_ERROR,
  });
}

/**
 * Deletes a word (reader and trainer alike) and offers "Undo" in the snackbar; every vocabulary query
 * refreshes after each step. `onDeleted` lets the reader stop painting the word's forms at once.
 */
export function useDeleteVocabulary(onDeleted?: (entry: Vocabulary) => void) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['vocabulary'] }),
    [queryClient],
  );
  const restore = useMutation<Vocabulary, ApiError, Vocabulary>({
    mutationFn: (entry) => restoreVocabulary(entry.id),
    onSuccess: (entry) => {
      notify(t('ownWords.word.restored', { word: entry.word }));
      return refresh();
    },
    onError: (error) => notify(error.detail ?? t('ownWords.word.restoreFailed')),
  });
  const remove = useMutation<void, ApiError, Vocabulary>({
    mutationFn: (entry) => deleteVocabulary(entry.id),
    onSuccess: (_nothing, entry) => {
      onDeleted?.(entry);
      notify(t('ownWords.word.deleted', { word: entry.word }), {
        action: { label: t('ownWords.word.undo'), onClick: () => restore.mutate(entry) },
      });
      return refresh();
    },
    onError: (error) => notify(error.detail ?? t('ownWords.word.deleteFailed')),
  });
  return { remove: remove.mutate, isPending: remove.isPending || restore.isPending };
}
