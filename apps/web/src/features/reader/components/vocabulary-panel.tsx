import type { Vocabulary } from '@reeprise/contract';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNavigate } from '@/lib/router';
import { useNotify } from '@/components/ui/notify-context';
import plain from '@/components/ui/plain.module.css';
import { PlainProgress } from '@/components/ui/plain-progress';
import { StatusAlert } from '@/components/ui/status-alert';
import { useGenerateChapter } from '../api/generate-chapter';
import type { useTextVocabulary } from '../api/get-text-vocabulary';
import { CHAPTER_WORDS_MAX, type ChapterSelection } from '../hooks/use-chapter-selection';
import { ReaderIcon } from './reader-icon';
import styles from './reader.module.css';
import { VocabularyItem } from './vocabulary-item';

type Props = {
  textId: number;
  vocabulary: ReturnType<typeof useTextVocabulary>;
  /** Only the creator may write chapters (the server refuses anyone else). */
  canGenerate: boolean;
  /** Ticked words, shared with the popover at the tapped word. */
  selection: ChapterSelection;
  onDelete: (entry: Vocabulary) => void;
};

const NO_ENTRIES: Vocabulary[] = [];

/** The learner's words of this text; ticked words become the next chapter (spec §2). */
export function VocabularyPanel({ textId, vocabulary, canGenerate, selection, onDelete }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const generate = useGenerateChapter();
  const { selected, toggle: handleToggle, full } = selection;

  const entries = useMemo(() => vocabulary.data?.pages.flatMap((page) => page.results) ?? NO_ENTRIES, [vocabulary.data]);
  // the words are rendered in a transition, in slices the browser paints and answers between, rather
  // than in one long task of the render that shows them (docs/performance.md); until then, the spinner
  const shown = useDeferredValue(entries, NO_ENTRIES);

  const handleGenerate = () => {
    generate.mutate(
      { textId, words: [...selected.values()] },
      {
        onSuccess: ({ generated_text_id, counter }) => {
          notify(t('reader.vocabulary.generatingChapter'));
          selection.clear();
          void navigate(`/reeprise/${generated_text_id}?chapter=${counter}`);
        },
        onError: (error) => notify(error.detail ?? t('reader.vocabulary.generateFailed')),
      },
    );
  };

  let body;
  // the first words still being rendered show as loading too; later ones join the list shown
  if (vocabulary.isPending || (shown.length === 0 && entries.length > 0)) {
    body = (
      <div className={styles.panelLoading}>
        <PlainProgress size={28} label={t('reader.vocabulary.loading')} />
      </div>
    );
  } else if (vocabulary.isError) {
    body = (
      <StatusAlert
        severity="error"
        action={
          <button
            type="button"
            className={`${plain.button} ${plain.small} ${plain.inherit}`}
            onClick={() => void vocabulary.refetch()}
          >
            {t('reader.retry')}
          </button>
        }
      >
        {t('reader.vocabulary.loadFailed')}
      </StatusAlert>
    );
  } else if (entries.length === 0) {
    body = <p className={styles.empty}>{t('reader.vocabulary.empty')}</p>;
  } else {
    body = (
      <>
        <ul className={styles.entries}>
          {shown.map((entry) => (
            <VocabularyItem
              key={entry.id}
              entry={entry}
              selected={selected.has(entry.id)}
              selectable={!full}
              onToggle={handleToggle}
              onDelete={onDelete}
            />
          ))}
        </ul>
        {vocabulary.hasNextPage && (
          <button
            type="button"
            className={`${plain.button} ${styles.fullWidth} ${styles.more}`}
            onClick={() => void vocabulary.fetchNextPage()}
            disabled={vocabulary.isFetchingNextPage}
          >
            {t('reader.vocabulary.loadMore')}
          </button>
        )}
        {canGenerate && (
          <div className={styles.generate}>
            <p className={styles.hint}>
              {selected.size === 0
                ? t('reader.vocabulary.selectHint')
                : full
                  ? t('reader.vocabulary.maxSelected', { count: CHAPTER_WORDS_MAX })
                  : t('reader.vocabulary.generateHint', { count: selected.size })}
            </p>
            <button
              type="button"
              className={`${plain.button} ${plain.contained} ${plain.containedSecondary} ${styles.fullWidth}`}
              onClick={handleGenerate}
              disabled={selected.size === 0 || generate.isPending}
            >
              <span className={plain.startIcon}>
                <ReaderIcon name="autoStories" />
              </span>
              {t('reader.vocabulary.generate')}
            </button>
          </div>
        )}
      </>
    );
  }

  return (
    // beside the text on wide screens: stays in view, scrolls on its own when long
    <aside aria-labelledby="vocabulary-panel-title" className={`${styles.paper} ${styles.panel}`}>
      <h2 id="vocabulary-panel-title" className={styles.panelTitle}>
        {t('reader.vocabulary.title')}
      </h2>
      {body}
    </aside>
  );
}
