import { LANGUAGE_SHORT_CODES, normalizeWord, type Vocabulary } from '@reeprise/contract';
import { lazy, memo, Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
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

/** A row's words, looked up once for the whole list: a list of 40 rows asked for them 200 times. */
export type RowLabels = {
  word: string;
  translation: string;
  mnemonic: string;
  hidden: string;
  translating: string;
  failed: string;
  noMnemonic: string;
  noTranslation: string;
  baseForm: string;
};

/** The rows' words in the learner's language, one look-up per list (and per change of language). */
export function useRowLabels(): RowLabels {
  const { t } = useTranslation('trainer');
  return useMemo(
    () => ({
      word: t('trainer.list.showWord'),
      translation: t('trainer.list.showTranslation'),
      mnemonic: t('trainer.list.showMnemonic'),
      hidden: t('trainer.list.hidden'),
      translating: t('trainer.list.translating'),
      failed: t('trainer.list.failed'),
      noMnemonic: t('trainer.list.noMnemonic'),
      noTranslation: t('trainer.list.noTranslation'),
      baseForm: t('trainer.list.baseForm'),
    }),
    [t],
  );
}

type FieldProps = { label: string; hiddenLabel: string; shown: boolean; children: ReactNode };

function Field({ label, hiddenLabel, shown, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.caption}>{label}</div>
      {shown ? (
        <div className={styles.shown}>{children}</div>
      ) : (
        <div className={styles.blank}>
          <span className={plain.visuallyHidden}>{hiddenLabel}</span>
        </div>
      )}
    </div>
  );
}

function Translation({ entry, labels }: { entry: Vocabulary; labels: RowLabels }) {
  if (entry.status === 'PENDING') {
    return (
      <p className={`${styles.body1} ${styles.secondary} ${styles.translating}`}>
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          <PlainProgress size={14} label="" />
        </span>
        {labels.translating}
      </p>
    );
  }
  if (entry.status === 'FAILED')
    return <p className={`${styles.body1} ${styles.errorText}`}>{labels.failed}</p>;
  // no model and no dictionary entry: nothing invented (issue 35); the pencil writes one
  if (!entry.translation)
    return <p className={`${styles.body1} ${styles.secondary} ${styles.italic}`}>{labels.noTranslation}</p>;
  return <p className={styles.body1}>{entry.translation}</p>;
}

/** `hablaban → hablar`: the forms the learner clicked that differ from the stored base form. */
function ClickedForms({ entry, labels }: { entry: Vocabulary; labels: RowLabels }) {
  const base = normalizeWord(entry.word);
  const clicked = entry.forms.filter((form) => form !== base).slice(0, 3);
  if (clicked.length === 0) return null;
  // the space after the caption is outside it: a screen reader's name of an element drops its own trailing
  // space, and would read "base formhablar"
  return (
    <>
      <span className={`${styles.caption} ${styles.secondary}`} lang={LANGUAGE_TAGS[entry.language]}>
        {clicked.join(', ')} <span aria-hidden="true">→</span>{' '}
        <span className={plain.visuallyHidden}>{labels.baseForm}</span>
      </span>{' '}
    </>
  );
}

type Props = { entry: Vocabulary; toggles: TrainerToggles; labels: RowLabels };

/**
 * One word of the trainer list: hidden sides as blanks until the learner clicks it. Memoised: a poll of
 * a word being translated, or the list's next page, gives the rows that did not change the same entry
 * (the query's structural sharing), and they are not rendered again.
 */
export const VocabularyItem = memo(function VocabularyItem({ entry, toggles, labels }: Props) {
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
          <Field label={labels.word} hiddenLabel={labels.hidden} shown={shows(toggles.word)}>
            <ClickedForms entry={entry} labels={labels} />
            <span className={styles.word} lang={LANGUAGE_TAGS[entry.language]}>
              {entry.word}
            </span>
            <span className={`${styles.caption} ${styles.code}`}>{LANGUAGE_SHORT_CODES[entry.language]}</span>
          </Field>
          <Field label={labels.translation} hiddenLabel={labels.hidden} shown={shows(toggles.translation)}>
            <Translation entry={entry} labels={labels} />
          </Field>
          <Field label={labels.mnemonic} hiddenLabel={labels.hidden} shown={shows(toggles.mnemonic)}>
            {entry.mnemonic ? (
              <p className={styles.body2}>{entry.mnemonic}</p>
            ) : (
              <p className={`${styles.body2} ${styles.secondary} ${styles.italic}`}>
                {entry.status === 'PENDING' ? labels.translating : labels.noMnemonic}
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
});
