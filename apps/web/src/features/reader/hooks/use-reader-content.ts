import type { GeneratedText, GenerationStatus, PracticeWords } from '@reeprise/contract';
import { failureMessage } from '@/lib/i18n/server-messages';
import { liveContent, useLazyStream } from './use-lazy-stream';
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
      /** The learner's words it was asked to practise and those it used (chapter words or "Practise my words"). */
      practice: PracticeWords | null;
      /** While it waits for a free writer: how many start before it (0: next). */
      queuePosition: number | undefined;
    };

/**
 * What the reader shows: the text itself (chapter null) or one chapter, polled while PENDING and
 * streamed live over the shared socket meanwhile (the longer of the two wins).
 */
export function useReaderContent(text: GeneratedText, chapter: number | null): ReaderContent {
  const chapterQuery = useChapter(text.id, chapter);
  const source =
    chapter === null
      ? {
          content: text.chatgpt_output,
          status: text.status,
          error: text.error,
          failure_code: text.failure_code,
          words: [] as string[],
        }
      : chapterQuery.data && chapterQuery.data.status !== 'NON_EXISTENT'
        ? chapterQuery.data
        : undefined;
  const pending = source?.status === 'PENDING';
  const stream = useLazyStream(text.id, chapter, pending);

  if (chapter !== null) {
    if (chapterQuery.isPending) return { state: 'loading' };
    if (chapterQuery.isError) return { state: 'error', refetch: () => void chapterQuery.refetch() };
    if (chapterQuery.data.status === 'NON_EXISTENT') return { state: 'non-existent' };
  }
  if (!source) return { state: 'loading' };
  const practice =
    chapter === null
      ? text.practice_words
      : chapterQuery.data && chapterQuery.data.status !== 'NON_EXISTENT' && chapterQuery.data.words.length > 0
        ? {
            asked: chapterQuery.data.words,
            used: chapterQuery.data.status === 'COMPLETE' ? chapterQuery.data.used_words : null,
            used_forms: chapterQuery.data.used_forms,
          }
        : null;
  return {
    state: 'ready',
    content: pending ? liveContent(source.content, stream) : source.content,
    status: source.status,
    // in the learner's language when the server sent a code for the reason
    error: source.error === null ? null : failureMessage(source.failure_code, source.error),
    words: source.words,
    practice,
    queuePosition: pending ? stream?.queuePosition : undefined,
  };
}
