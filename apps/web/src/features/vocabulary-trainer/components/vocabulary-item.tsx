import { LANGUAGE_SHORT_CODES, type Vocabulary } from '@reeprise/contract';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainProgress } from '@/components/ui/plain-progress';
import plain from '@/components/ui/plain.module.css';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import type { TrainerToggles } from '../hooks/use-trainer-toggles';
import { RowActionsView } from './row-actions-view';
import styles from './trainer.module.css';

// what the buttons do (with zod) and the editor (MUI's TextFields) load when first wanted (decision 023)
const loadActions = () => import('./row-actions');
const RowActions = lazy(() => loadActions().then((module) => ({ default: module.RowActions })));
const MnemonicForm = lazy(() =>
  import('./mnemonic-form-island').then((module) => ({ default: module.MnemonicFormIsland })),
);

function Field({ label, shown, children }: { label: string; shown: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.field}>
      <div className={styles.caption}>{label}</div>
      {shown ? (
        <div className={styles.shown}>{children}</div>
      ) : (
        <div className={styles.blank}>
          <span className={plain.visuallyHidden}>{t('trainer.list.hidden')}</span>
        </div>
      )}
    </div>
  );
}

function Translation({ entry }: { entry: Vocabulary }) {
  const { t } = useTranslation();
  if (entry.status === 'PENDING') {
    return (
      <p className={`${styles.body1} ${styles.secondary} ${styles.translating}`}>
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          <PlainProgress size={14} label="" />
        </span>
        {t('trainer.list.translating')}
      </p>
    );
  }
  if (entry.status === 'FAILED')
    return <p className={`${styles.body1} ${styles.errorText}`}>{t('trainer.list.failed')}</p>;
  return <p className={styles.body1}>{entry.translation}</p>;
}

type Props = { entry: Vocabulary; toggles: TrainerToggles };

/** One word of the trainer list: hidden sides as blanks until the learner clicks it. */
export function VocabularyItem({ entry, toggles }: Props) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const [editing, setEditing] = useState(false);
  // saved, the form closes: focus goes back to the pencil that opened it, not to <body> (WCAG 2.4.3)
  const editButton = useRef<HTMLButtonElement>(null);
  const handleSaved = () => {
    setEditing(false);
    editButton.current?.focus();
  };
  const shows = (toggle: boolean) => toggle || revealed;
  const actions = shows(toggles.actions);
  const actionProps = {
    entry,
    editing,
    editButton,
    onEdit: () => setEditing((value) => !value),
  };

  return (
    <li
      className={[styles.panel, styles.item, editing && styles.editing].filter(Boolean).join(' ')}
      // the actions' code is fetched as the pointer or the focus nears a row, before it is clicked
      onPointerEnter={() => void loadActions().catch(() => undefined)}
    >
      <div className={styles.itemRow}>
        <button
          type="button"
          className={actions ? styles.reveal : `${styles.reveal} ${styles.revealAlone}`}
          onClick={() => setRevealed((value) => !value)}
          onFocus={() => void loadActions().catch(() => undefined)}
          aria-expanded={revealed}
        >
          <Field label={t('trainer.list.showWord')} shown={shows(toggles.word)}>
            <span className={styles.word} lang={LANGUAGE_TAGS[entry.language]}>
              {entry.word}
            </span>
            <span className={`${styles.caption} ${styles.code}`}>{LANGUAGE_SHORT_CODES[entry.language]}</span>
          </Field>
          <Field label={t('trainer.list.showTranslation')} shown={shows(toggles.translation)}>
            <Translation entry={entry} />
          </Field>
          <Field label={t('trainer.list.showMnemonic')} shown={shows(toggles.mnemonic)}>
            {entry.mnemonic ? (
              <p className={styles.body2}>{entry.mnemonic}</p>
            ) : (
              <p className={`${styles.body2} ${styles.secondary} ${styles.italic}`}>
                {entry.status === 'PENDING' ? t('trainer.list.translating') : t('trainer.list.noMnemonic')}
              </p>
            )}
          </Field>
        </button>
        {actions && (
          <Suspense fallback={<RowActionsView {...actionProps} />}>
            <RowActions {...actionProps} />
          </Suspense>
        )}
      </div>
      {editing && (
        <div className={styles.editor}>
          <Suspense fallback={null}>
            <MnemonicForm entry={entry} onDone={handleSaved} />
          </Suspense>
        </div>
      )}
    </li>
  );
}
