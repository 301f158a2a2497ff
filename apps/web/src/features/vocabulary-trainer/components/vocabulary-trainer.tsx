import type { VocabularySort } from '@reeprise/contract';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLatestWordLanguage } from '../hooks/use-latest-word-language';
import { DEFAULT_TOGGLES, useTrainerToggles } from '../hooks/use-trainer-toggles';
import { ExchangeActions } from './exchange-actions';
import { ListQueryControls } from './list-query-controls';
import { TrainerControls } from './trainer-controls';
import styles from './trainer.module.css';
import { ListSkeleton, VocabularyList } from './vocabulary-list';

/**
 * The trainer page's body: toggles and language (remembered), then the list they shape. Until the
 * learner picks a language, the filter starts at the language of their most recent word (the spec's
 * English when they have none); a stored choice always wins. Plain React and CSS (decision 023).
 */
export function VocabularyTrainer() {
  const [stored, updateToggles, languageChosen] = useTrainerToggles();
  const latest = useLatestWordLanguage(!languageChosen);
  const [searchInput, setSearchInput] = useState('');
  const [sort, setSort] = useState<VocabularySort>('newest');
  const search = useDebouncedValue(searchInput, 300);
  // one object while nothing changes: the list's rows are memoised on it
  const toggles = useMemo(
    () => (languageChosen ? stored : { ...stored, language: latest.language ?? DEFAULT_TOGGLES.language }),
    [languageChosen, stored, latest.language],
  );
  if (latest.isPending) return <ListSkeleton rows={1} />;
  return (
    <div className={styles.trainer}>
      <TrainerControls toggles={toggles} onChange={updateToggles} />
      <ListQueryControls search={searchInput} sort={sort} onSearch={setSearchInput} onSort={setSort}>
        <ExchangeActions filters={{ language: toggles.language, search: search.trim(), sort }} />
      </ListQueryControls>
      <VocabularyList
        toggles={toggles}
        search={search.trim()}
        sort={sort}
        onClearLanguage={() => updateToggles({ language: '' })}
        onClearSearch={() => setSearchInput('')}
      />
    </div>
  );
}
