import { useParams, useSearchParams } from 'react-router';
import type { PagePrefetch } from '@/app/lazy-page';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { getGeneratedTextQueryOptions } from '@/features/reader/api/get-generated-text';
import { getTextVocabularyQueryOptions } from '@/features/reader/api/get-text-vocabulary';
import { parseChapterParam, parseTextId } from '@/features/reader/hooks/chapter-param';
import { ReaderView } from '@/features/reader/components/reader-view';

/** The text and the learner's words of it, asked for while the user's settings are still on their way. */
export const prefetch: PagePrefetch = ({ queryClient, params }) => {
  const id = parseTextId(params.generatedTextId);
  if (id === null) return; // the page shows "not found" without asking
  void queryClient.prefetchQuery(getGeneratedTextQueryOptions(id));
  void queryClient.prefetchInfiniteQuery(getTextVocabularyQueryOptions(id));
};

/** /reeprise/:generatedTextId[?chapter=n]: the text reader (spec §2). */
export function TextReaderPage() {
  const { generatedTextId } = useParams();
  const [searchParams] = useSearchParams();
  const whoami = useWhoami();
  return (
    <ReaderView
      textId={parseTextId(generatedTextId)}
      chapter={parseChapterParam(searchParams.get('chapter'))}
      currentUserId={whoami.data?.userId}
    />
  );
}
