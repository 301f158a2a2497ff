import { normalizeWord, type Vocabulary } from '@reeprise/contract';
import { lazy, memo, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MarkedSentence } from '@/components/ui/marked-sentence';
import plain from '@/components/ui/plain.module.css';
import { PlainProgress } from '@/components/ui/plain-progress';
import { StatusAlert } from '@/components/ui/status-alert';
import { WordTools } from '@/components/ui/word-tools';
import { failureMessage, partOfSpeechLabel } from '@/lib/i18n/server-messages';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { ReaderIcon } from './reader-icon';
import styles from './reader.module.css';

// the offline dictionaries' answer shows only while a word is translated: it loads with the first such word
const DictionaryEntries = lazy(() =>
  import('./dictionary-entries').then((module) => ({ default: module.DictionaryEntries })),
);

// Retry of a failed entry loads with the first failed entry (its answer's schema brings zod)
const RetryEntryButton = lazy(() =>
  import('./retry-entry-button').then((module) => ({ default: module.RetryEntryButton })),
);

// the edit form (and MUI's TextField with it) loads when a pencil is first pressed, not with the reader
const MnemonicForm = lazy(() =>
  Promise.all([import('./mnemonic-form'), import('@/components/ui/mui-island')]).then(
    ([form, { MuiIsland }]) => ({
      default: function MnemonicFormInMui(props: Parameters<typeof form.MnemonicForm>[0]) {
        return (
          <MuiIsland>
            <form.MnemonicForm {...props} />
          </MuiIsland>
        );
      },
    }),
  ),
);

type Props = {
  entry: Vocabulary;
  selected: boolean;
  selectable: boolean;
  onToggle: (entry: Vocabulary) => void;
  onDelete: (entry: Vocabulary) => void;
  /** `div` inside the word popover, `li` in the panel's list. */
  component?: 'li' | 'div';
};

/**
 * One word of the panel, and of the popover at the tapped word (the same actions in both): select
 * checkbox, word, translation, mnemonic, the sentence it was met in, edit (pencil) and delete. Plain: the
 * panel shows beside the reader's first paint (decision 022). Memoised: the reader re-renders whenever
 * one of its queries answers, and forty words with their dictionary links are a long task on a phone.
 */
/** The forms the learner clicked that differ from the entry's base form, at most three. */
const clickedForms = (entry: Vocabulary) =>
  entry.status === 'COMPLETE'
    ? entry.forms.filter((form) => form !== normalizeWord(entry.word)).slice(0, 3)
    : [];

export const VocabularyItem = memo(function VocabularyItem({
  entry,
  selected,
  selectable,
  onToggle,
  onDelete,
  component = 'li',
}: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  // Retry pressed before its chunk was there: it retries once loaded
  const [retryAsked, setRetryAsked] = useState(false);
  // saved, the form closes: focus goes back to the pencil that opened it, not to <body> (WCAG 2.4.3)
  const editButton = useRef<HTMLButtonElement>(null);
  const handleSaved = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  const Root = component;
  const disabled = !selected && !selectable;
  const checkboxClasses = [styles.checkbox, selected ? styles.checked : '', disabled ? styles.disabled : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Root className={styles.entry}>
      {/* MUI's small Checkbox: the real input, invisible, over its icon */}
      <span className={checkboxClasses}>
        <input
          type="checkbox"
          className={plain.coveringInput}
          checked={selected}
          onChange={() => onToggle(entry)}
          disabled={disabled}
          aria-label={t('reader.vocabulary.select', { word: entry.word })}
        />
        <ReaderIcon name={selected ? 'checkBox' : 'checkBoxBlank'} size="small" />
      </span>
      <div className={styles.entryBody}>
        <div className={styles.entryHead}>
          <p lang={LANGUAGE_TAGS[entry.language]} className={styles.word}>
            {clickedForms(entry).length > 0 && (
              // `parlano → parlare`: the clicked form, then the base form stored with the entry (issue 35)
              // the space after the caption is outside it: a screen reader drops an element's trailing space
              <>
                <span className={styles.caption}>
                  {clickedForms(entry).join(', ')} <span aria-hidden="true">→</span>{' '}
                  <span className={plain.visuallyHidden}>{t('reader.dictionary.baseForm')}</span>
                </span>{' '}
              </>
            )}
            {entry.word}
          </p>
          {entry.part_of_speech && entry.part_of_speech !== 'unknown' && (
            <span className={styles.caption}>{partOfSpeechLabel(entry.part_of_speech)}</span>
          )}
        </div>
        {entry.status === 'PENDING' && (
          <div className={styles.entryStatus} role="status">
            <PlainProgress size={14} label={t('reader.vocabulary.translating')} />
            <p className={styles.body2}>{t('reader.vocabulary.translating')}</p>
          </div>
        )}
        {/* the offline dictionaries answer at once; the LLM's translation replaces them when it arrives */}
        {entry.status !== 'COMPLETE' && (
          <Suspense fallback={null}>
            <DictionaryEntries language={entry.language} word={entry.word} />
          </Suspense>
        )}
        {entry.status === 'FAILED' && (
          <StatusAlert
            severity="error"
            className={styles.failed}
            action={
              <Suspense
                fallback={
                  <button
                    type="button"
                    className={`${plain.button} ${plain.small} ${plain.inherit}`}
                    onClick={() => setRetryAsked(true)}
                    disabled={retryAsked}
                  >
                    {t('reader.vocabulary.retry')}
                  </button>
                }
              >
                <RetryEntryButton id={entry.id} asked={retryAsked} />
              </Suspense>
            }
          >
            {entry.error ? failureMessage(entry.failure_code, entry.error) : t('reader.vocabulary.failed')}
          </StatusAlert>
        )}
        {entry.status === 'COMPLETE' && (
          <>
            {!editing &&
              (entry.translation ? (
                <p className={styles.body2}>{entry.translation}</p>
              ) : (
                // no model and no dictionary entry: nothing invented (issue 35); the pencil writes one
                <p className={`${styles.mnemonic} ${styles.noMnemonic}`}>
                  {t('reader.vocabulary.noTranslation')}
                </p>
              ))}
            {editing ? (
              <Suspense fallback={<PlainProgress size={16} label={t('reader.loading')} />}>
                <MnemonicForm entry={entry} onDone={handleSaved} />
              </Suspense>
            ) : (
              <p className={`${styles.mnemonic} ${entry.mnemonic ? '' : styles.noMnemonic}`}>
                {entry.mnemonic || t('reader.vocabulary.noMnemonic')}
              </p>
            )}
          </>
        )}
        {entry.sentence && entry.status !== 'PENDING' && (
          <MarkedSentence
            sentence={entry.sentence}
            label={t('ownWords.sentence')}
            language={entry.language}
          />
        )}
        {entry.status !== 'PENDING' && (
          <WordTools
            id={entry.id}
            word={entry.word}
            language={entry.language}
            sentence={entry.sentence?.text}
          />
        )}
      </div>
      <div className={styles.entryActions}>
        {entry.status === 'COMPLETE' && (
          <button
            type="button"
            ref={editButton}
            className={`${plain.iconButton} ${plain.small}`}
            onClick={() => setEditing((open) => !open)}
            aria-label={
              editing
                ? t('ownWords.edit.close', { word: entry.word })
                : t('ownWords.edit.open', { word: entry.word })
            }
            aria-expanded={editing}
          >
            <ReaderIcon name={editing ? 'close' : 'edit'} size="small" />
          </button>
        )}
        <button
          type="button"
          className={`${plain.iconButton} ${plain.small}`}
          onClick={() => onDelete(entry)}
          aria-label={t('ownWords.word.delete', { word: entry.word })}
        >
          <ReaderIcon name="deleteOutline" size="small" />
        </button>
      </div>
    </Root>
  );
});
