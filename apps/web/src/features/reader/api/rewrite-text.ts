import { paths, type RewriteDirection } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

// the answer is generate_chapter's, checked by its schema loaded with the request (decision 022)
const loadSchema = () => import('./vocabulary-schema').then((module) => module.GenerateChapterResponseSchema);

export const REWRITE_ERROR = 'Could not rewrite the text';

type Input = { textId: number; direction: RewriteDirection; chapterNumber: number | null };
type Output = { generated_text_id: number; counter: number };

export function rewriteText({ textId, direction, chapterNumber }: Input): Promise<Output> {
  return api.post(
    paths.generatedTexts.rewrite(textId),
    // chapter 0 is the text itself: the body names a chapter only inside one
    { direction, ...(chapterNumber ? { chapter_number: chapterNumber } : {}) },
    { schema: loadSchema, errorMessage: REWRITE_ERROR },
  );
}

/** Asks for a chapter that retells the text or a chapter easier or harder (issue 36); its counter is its number. */
export function useRewriteText() {
  const queryClient = useQueryClient();
  return useMutation<Output, ApiError, Input>({
    mutationFn: rewriteText,
    // a new chapter exists now: every "next" link of this text may change
    onSuccess: (_answer, { textId }) => queryClient.invalidateQueries({ queryKey: ['chapter', textId] }),
  });
}
