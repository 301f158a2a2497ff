import { paths, type Language, type MarkReadResult } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';
import { getKnownFormsQueryOptions } from '@/lib/known-forms';
import { applyStatus } from './set-word-statuses';

const loadSchema = () => import('./vocabulary-schema').then((module) => module.MarkReadResultSchema);

export const MARK_READ_ERROR = 'could not mark the text read';

type Input = {
  textId: number;
  /** null: the text itself (chapter 0). */
  chapter: number | null;
  language: Language;
  /** The new forms the reader shows, marked known at once; the server's answer says which it marked. */
  shown: readonly string[];
};

export function markRead({ textId, chapter }: Input): Promise<MarkReadResult> {
  return api.post(
    paths.generatedTexts.markRead(textId),
    // chapter 0 is the text itself: the payload carries chapter_number only inside a chapter
    chapter ? { chapter_number: chapter } : {},
    { schema: loadSchema, errorMessage: MARK_READ_ERROR },
  );
}

/** LingQ's page turn: every new word of the text or chapter becomes known (with an undo in the notice). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation<MarkReadResult, ApiError, Input>({
    mutationFn: markRead,
    onMutate: ({ language, shown }) => applyStatus(queryClient, language, shown, 'known'),
    onSettled: (_result, _error, { language }) =>
      queryClient.invalidateQueries({ queryKey: getKnownFormsQueryOptions(language).queryKey }),
  });
}
