import { paths } from '@reeprise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '@/lib/api-client';

// the schema (and zod) loads with the request: the reader paints without them (decision 022)
const loadSchema = () => import('./vocabulary-schema').then((module) => module.GenerateChapterResponseSchema);

export const GENERATE_CHAPTER_ERROR = 'Could not generate chapter for text';

type Input = { textId: number; words: string[] };
type Output = { generated_text_id: number; counter: number };

export function generateChapter({ textId, words }: Input): Promise<Output> {
  return api.post(
    paths.generatedTexts.generateChapter(textId),
    { words },
    {
      schema: loadSchema,
      errorMessage: GENERATE_CHAPTER_ERROR,
    },
  );
}

/** Asks for the next chapter around the chosen words; the answer's counter is its number. */
export function useGenerateChapter() {
  const queryClient = useQueryClient();
  return useMutation<Output, ApiError, Input>({
    mutationFn: generateChapter,
    // the new chapter exists now: every "next" link of this text may change
    onSuccess: (_answer, { textId }) => queryClient.invalidateQueries({ queryKey: ['chapter', textId] }),
  });
}
