import { useParams, useSearchParams } from 'react-router';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { parseChapterParam, parseTextId } from '@/features/reader/hooks/chapter-param';
import { ReaderView } from '@/features/reader/components/reader-view';

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
