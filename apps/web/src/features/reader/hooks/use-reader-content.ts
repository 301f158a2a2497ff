import type { GeneratedText, GenerationStatus } from '@reeprise/contract';
import { liveContent, useStream } from '@/lib/use-stream';
import { useChapter } from '../api/get-chapter';

export type ReaderContent =
  | { state: 'loading' }
  | { state: 'error'; refetch: () => void }
  | { state: 'non-existent' }
  | {
      state: 'ready';
      content: string;
      status: GenerationStatus;
      error: string | null;
      /** The words a generated chapter was asked to use. */
      words: string[];
    };

/**
 * What the reader shows: the text itself (chapter null) or one chapter, polled while PENDING and
 * streamed live over the shared socket meanwhile (the longer of the two wins).
 */
export function useReaderContent(text: GeneratedText, chapter: number | null): ReaderContent {
  const chapterQuery = useChapter(text.id, chapter);
  const source =
    chapter === null
      ? { content: text.chatgpt_output, status: text.status, error: text.error, words: [] as string[] }
      : chapterQuery.data && chapterQuery.data.status !== 'NON_EXISTENT'
        ? chapterQuery.data
        : undefined;
  const pending = source?.status === 'PENDING';
  const stream = useStream(text.id, chapter, pending);

  if (chapter !== null) {
    if (chapterQuery.isPending) return { state: 'loading' };
    if (chapterQuery.isError) return { state: 'error', refetch: () => void chapterQuery.refetch() };
    if (chapterQuery.data.status === 'NON_EXISTENT') return { state: 'non-existent' };
  }
  if (!source) return { state: 'loading' };
  return {
    state: 'ready',
    content: pending ? liveContent(source.content, stream) : source.content,
    status: source.status,
    error: source.error,
    words: source.words,
  };
}
