import type { ContentsEntry } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import plain from '@/components/ui/plain.module.css';
import { useChapter } from '../api/get-chapter';
import { chapterLinks, neighbourNumbers } from '../hooks/chapter-links';
import { chapterTitle } from '../hooks/chapter-titles';
import { ReaderIcon } from './reader-icon';
import styles from './reader.module.css';

type Props = {
  textId: number;
  chapter: number | null;
  /** An imported book's chapter titles (issue 35): the chapter being read is named by its title. */
  contents?: readonly ContentsEntry[] | null;
};

/** Previous / next chapter links; each is enabled only when that chapter exists. Plain (decision 022). */
export function ChapterNav({ textId, chapter, contents }: Props) {
  const { t } = useTranslation();
  const { previousNumber, nextNumber } = neighbourNumbers(chapter);
  const previousChapter = useChapter(textId, previousNumber);
  const nextChapter = useChapter(textId, nextNumber);
  const links = chapterLinks(textId, chapter, previousChapter.data?.status, nextChapter.data?.status);
  const numbered = chapter ? t('reader.chapter.number', { number: chapter }) : t('reader.chapter.original');
  const current = contents ? chapterTitle(t, contents, chapter ?? 0) : numbered;

  const previous = (
    <>
      <span className={plain.startIcon}>
        <ReaderIcon name="chevronLeft" />
      </span>
      {t('reader.chapter.previous')}
    </>
  );
  const next = (
    <>
      {t('reader.chapter.next')}
      <span className={styles.endIcon}>
        <ReaderIcon name="chevronRight" />
      </span>
    </>
  );
  return (
    <nav aria-label={t('reader.chapter.nav')} className={styles.chapterNav}>
      {links.previous ? (
        <RouterLink to={links.previous} className={plain.button}>
          {previous}
        </RouterLink>
      ) : (
        <button type="button" className={plain.button} disabled>
          {previous}
        </button>
      )}
      <p className={styles.current}>{current}</p>
      {links.next ? (
        <RouterLink to={links.next} className={plain.button}>
          {next}
        </RouterLink>
      ) : (
        <button type="button" className={plain.button} disabled>
          {next}
        </button>
      )}
    </nav>
  );
}
