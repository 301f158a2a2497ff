import { useParams, useSearchParams } from '@/lib/router';
import { useWhoami } from '@/features/auth/api/get-whoami';
import { useUserSettings } from '@/features/settings/api/get-user-settings';
import { parseChapterParam, parseTextId } from '@/features/reader/hooks/chapter-param';
import { ReaderView } from '@/features/reader/components/reader-view';
import { warmUpTextSplit } from '@/lib/text-split/text-split';

// The worker that splits the text's words starts as the page's code arrives, while the text may still be
// on its way. (Started by the data module, its import was a request of its own: decision 032.)
warmUpTextSplit();

/** /reeprise/:generatedTextId[?chapter=n]: the text reader (spec §2). */
export function TextReaderPage() {
  const { generatedTextId } = useParams();
  const [searchParams] = useSearchParams();
  const whoami = useWhoami();
  // the layout waited for the settings: this is their cached answer
  const settings = useUserSettings();
  return (
    <ReaderView
      textId={parseTextId(generatedTextId)}
      chapter={parseChapterParam(searchParams.get('chapter'))}
      currentUserId={whoami.data?.userId}
      showNewWordMarks={settings.data?.show_new_word_marks !== false}
      targetKnownShare={settings.data?.target_known_share}
    />
  );
}
