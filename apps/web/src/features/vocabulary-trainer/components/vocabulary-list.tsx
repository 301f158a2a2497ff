import type { Vocabulary, VocabularySort } from '@reeprise/contract';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PlainProgress } from '@/components/ui/plain-progress';
import plain from '@/components/ui/plain.module.css';
import skeleton from '@/components/ui/skeleton.module.css';
import { useLanguageName } from '@/lib/language-names';
import { useVocabularyList } from '../api/get-vocabulary-list';
import type { TrainerToggles } from '../hooks/use-trainer-toggles';
import styles from './trainer.module.css';
import { useRowLabels, VocabularyItem } from './vocabulary-item';

const NO_ENTRIES: Vocabulary[] = [];

// about a phone's first screen of rows below the controls; the rest follow in a transition
export const FIRST_ROWS = 8;

type Props = {
  toggles: TrainerToggles;
  search: string;
  sort: VocabularySort;
  onClearLanguage: () => void;
  onClearSearch: () => void;
};

/** Three grey rows while the list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation('trainer');
  return (
    <div className={styles.loading} aria-busy="true" aria-label={t('app.loading')}>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} className={`${skeleton.skeleton} ${skeleton.rounded}`} style={{ height: 72 }} />
      ))}
    </div>
  );
}

/**
 * The rows past the first screen are rendered in a transition, in slices the browser paints and answers
 * between, rather than in the one long task that renders the answer of the list (docs/performance.md).
 */
function Rows({ entries, toggles }: { entries: Vocabulary[]; toggles: TrainerToggles }) {
  const labels = useRowLabels();
  const shown = useDeferredValue(entries, entries.slice(0, FIRST_ROWS));
  return shown.map((entry) => (
    <VocabularyItem key={entry.id} entry={entry} toggles={toggles} labels={labels} />
  ));
}

/** The learner's words in the chosen language, matching the search, in the chosen order, a page at a time. */
export function VocabularyList({ toggles, search, sort, onClearLanguage, onClearSearch }: Props) {
  const { t } = useTranslation('trainer');
  const languageName = useLanguageName();
  const list = useVocabularyList({ language: toggles.language, search, sort });
  // the same array while the answer is the same: a new one would render the rows again
  const entries = useMemo(() => list.data?.pages.flatMap((page) => page.results) ?? NO_ENTRIES, [list.data]);
  const firstPageEmpty = list.data?.pages[0]?.results.length === 0;
  const filteredEmpty = toggles.language !== '' && search === '' && firstPageEmpty;
  // only when the filter leaves nothing: are there words in other languages?
  const all = useVocabularyList({ language: '' }, { enabled: filteredEmpty });

  if (list.isPending || (filteredEmpty && all.isPending)) return <ListSkeleton />;
  if (list.isError) {
    return (
      <LoadFailedAlert retryLabel={t('trainer.list.retry')} onRetry={() => void list.refetch()}>
        {t('trainer.list.loadError')}
      </LoadFailedAlert>
    );
  }

  const contained = `${plain.button} ${plain.contained}`;
  if (search !== '' && entries.length === 0) {
    return (
      <div className={`${styles.panel} ${styles.notice}`} role="status">
        <p className={`${styles.noticeTitle} ${styles.noticeTitleAlone}`}>
          {t('exchange.list.noMatch', { search })}
        </p>
        <button type="button" className={contained} onClick={onClearSearch}>
          {t('exchange.list.clearSearch')}
        </button>
      </div>
    );
  }
  if (
    filteredEmpty &&
    toggles.language !== '' &&
    (all.isError || (all.data?.pages[0]?.results.length ?? 0) > 0)
  ) {
    // the filter hides everything: say so, and offer the way out, rather than look empty
    return (
      <div className={`${styles.panel} ${styles.notice}`} role="status">
        <p className={styles.noticeTitle}>
          {t('trainer.list.filteredEmpty', { language: languageName(toggles.language) })}
        </p>
        <p className={styles.noticeHint}>{t('trainer.list.filteredEmptyHint')}</p>
        <button type="button" className={contained} onClick={onClearLanguage}>
          {t('trainer.list.clearFilter')}
        </button>
      </div>
    );
  }
  if (entries.length === 0) {
    return (
      <div className={`${styles.panel} ${styles.notice}`}>
        <p className={styles.noticeTitle}>{t('trainer.list.empty')}</p>
        <p className={styles.noticeHint}>{t('trainer.list.emptyHint')}</p>
        <RouterLink to="/reeprise" className={`${plain.button} ${plain.outlined}`}>
          {t('trainer.list.goToTexts')}
        </RouterLink>
      </div>
    );
  }

  return (
    <div className={styles.listArea}>
      <ul aria-label={t('trainer.list.listLabel')} className={styles.list}>
        <Rows entries={entries} toggles={toggles} />
      </ul>
      {list.hasNextPage && (
        <button
          type="button"
          className={`${plain.button} ${plain.outlined} ${styles.more}`}
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage && (
            <span className={styles.moreSpinner} aria-hidden="true">
              <PlainProgress size={16} label="" />
            </span>
          )}
          {t('trainer.list.loadMore')}
        </button>
      )}
    </div>
  );
}
