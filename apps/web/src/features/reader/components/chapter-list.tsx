import type { ContentsEntry } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { chapterTitle } from '../hooks/chapter-titles';
import styles from './reader.module.css';

type Props = { textId: number; chapter: number | null; contents: readonly ContentsEntry[] };

/**
 * An imported book's chapters by their titles (issue 35): a disclosure (a native <details>, so keyboards
 * and screen readers know it) with a link to each, the chapter being read marked as the current page.
 */
export function ChapterList({ textId, chapter, contents }: Props) {
  const { t } = useTranslation();
  const current = chapter ?? 0;
  return (
    <details className={styles.chapterList}>
      <summary>
        {t('reader.chapter.contents')} · {chapterTitle(t, contents, current)}
      </summary>
      <ol>
        {contents.map((_, number) => (
          <li key={number}>
            <RouterLink
              to={number === 0 ? `/reeprise/${textId}` : `/reeprise/${textId}?chapter=${number}`}
              aria-current={number === current ? 'page' : undefined}
            >
              {chapterTitle(t, contents, number)}
            </RouterLink>
          </li>
        ))}
      </ol>
    </details>
  );
}
