import { lazy, Suspense, useId, useState } from 'react';
import { withStrings } from '@/lib/i18n';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LearningIcon } from '@/components/ui/learning-icon';
import plain from '@/components/ui/plain.module.css';
import type { ListFilters } from '../api/get-vocabulary-list';
import styles from './trainer.module.css';

// MUI's Menu and the import dialog (its table and file reading) load when the learner first reaches
// for them: the trainer page paints without MUI (decision 023)
const loadMenu = () => withStrings(['export-scope', 'vocabulary-exchange'], import('./export-menu'));
const ExportMenu = lazy(() => loadMenu().then((module) => ({ default: module.ExportMenu })));
const loadImport = () => withStrings(['known-words', 'vocabulary-exchange'], import('./import-dialog-island'));
const ImportDialog = lazy(() => loadImport().then((module) => ({ default: module.ImportDialogIsland })));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

const BUTTON = `${plain.button} ${plain.outlined}`;

/** Export what the list shows (CSV, TSV or an Anki deck) and import a file (issue 19 §3). */
export function ExchangeActions({ filters }: { filters: ListFilters }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const [importing, setImporting] = useState(false);
  return (
    <div className={styles.exchange}>
      <button
        type="button"
        className={BUTTON}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={preload(loadMenu)}
        onFocus={preload(loadMenu)}
        onClick={(event) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        <span className={plain.startIcon}>
          <LearningIcon name="download" />
        </span>
        {t('exchange.export.button')}
      </button>
      {menuWanted && (
        <Suspense fallback={null}>
          <ExportMenu id={menuId} anchor={anchor} filters={filters} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
      <button
        type="button"
        className={BUTTON}
        onPointerEnter={preload(loadImport)}
        onFocus={preload(loadImport)}
        onClick={() => setImporting(true)}
      >
        <span className={plain.startIcon}>
          <LearningIcon name="upload" />
        </span>
        {t('exchange.import.button')}
      </button>
      {importing && (
        <Suspense fallback={null}>
          <ImportDialog defaultLanguage={filters.language || undefined} onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </div>
  );
}
