import type { VocabularySort } from '@reeprise/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { SmallSearchField, SmallSelect } from './small-field';
import styles from './trainer.module.css';

// the contract keeps these beside their zod schemas (vocabulary.ts): the trainer page paints without zod
// (decision 023); list-query-controls.test.tsx holds them equal to the contract's
export const VOCABULARY_SORTS = ['newest', 'oldest', 'streak', 'due', 'alphabetical'] as const;
export const VOCABULARY_SEARCH_MAX_LENGTH = 100;

const isSort = (value: string): value is VocabularySort =>
  (VOCABULARY_SORTS as readonly string[]).includes(value);

type Props = {
  search: string;
  sort: VocabularySort;
  onSearch: (search: string) => void;
  onSort: (sort: VocabularySort) => void;
  /** The export and import buttons, beside the order. */
  children?: ReactNode;
};

/** Search and order of the trainer list (issue 19 §4); plain (decision 023). */
export function ListQueryControls({ search, sort, onSearch, onSort, children }: Props) {
  const { t } = useTranslation();
  return (
    <div
      role="search"
      aria-label={t('exchange.list.searchRegion')}
      className={`${styles.panel} ${styles.query}`}
    >
      <SmallSearchField
        label={t('exchange.list.search')}
        placeholder={t('exchange.list.searchPlaceholder')}
        value={search}
        onChange={onSearch}
        maxLength={VOCABULARY_SEARCH_MAX_LENGTH}
        className={styles.search}
      />
      <SmallSelect
        label={t('exchange.list.sort')}
        value={sort}
        onChange={(value) => {
          if (isSort(value)) onSort(value);
        }}
        className={styles.sort}
      >
        {VOCABULARY_SORTS.map((option) => (
          <option key={option} value={option}>
            {t(`exchange.list.sorts.${option}`)}
          </option>
        ))}
      </SmallSelect>
      {children}
    </div>
  );
}
