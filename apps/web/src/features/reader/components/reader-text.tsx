import type { GeneratedText, Vocabulary, WordSpan } from '@reeprise/contract';
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import plain from '@/components/ui/plain.module.css';
import { PlainProgress } from '@/components/ui/plain-progress';
import { StatusAlert } from '@/components/ui/status-alert';
import { statusOf, type WordModel } from '@/lib/level-fit';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { waitingLabel } from '@/lib/waiting-label';
import { useAddVocabulary } from '../api/add-vocabulary';
import { useRetryGeneration } from '../api/retry-generation';
import { useReaderContent } from '../hooks/use-reader-content';
import { useWordStatus } from '../hooks/use-word-status';
import { MarkReadButton } from './mark-read-button';
import { ReaderLearningBar, usedFormsOf } from './reader-learning-bar';
import styles from './reader.module.css';
import { speakSentence } from './sentence-speaker';
import { WordStatusButtons } from './word-status-buttons';
import { WordText } from './word-text';
import textStyles from './word-text.module.css';

type Props = {
  text: GeneratedText;
  chapter: number | null;
  isCreator: boolean;
  /** The learner's forms (with words just clicked): known, learning, ignored; the rest are new. */
  model: WordModel;
  /** The learner's forms are in: until then no word is called new. */
  loaded: boolean;
  /** The user setting show_new_word_marks. */
  showNewWordMarks: boolean;
  onWordAdded: (word: string) => void;
  onWordFailed: (word: string) => void;
  /**
   * A word was chosen (issue 17 §5): where it sits, so its entry can open at it; true when it does (the
   * popover then says it is looking the word up, so no notice covers it)…
   */
  onWordOpened?: (word: string, anchor: HTMLElement | null) => boolean;
  /** …and its entry, once the server answered (the latest click's only). */
  onWordEntry?: (entry: Vocabulary) => void;
};

const HINT_ID = 'reader-keyboard-hint';

/** The text or chapter: streaming while PENDING, clickable words once COMPLETE, Retry when FAILED. */
export function ReaderText({
  text,
  chapter,
  isCreator,
  model,
  loaded,
  showNewWordMarks,
  onWordAdded,
  onWordFailed,
  onWordOpened,
  onWordEntry,
}: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const content = useReaderContent(text, chapter);
  const streaming = useRef(false);
  streaming.current = content.state === 'ready' && content.status === 'PENDING';
  const add = useAddVocabulary();
  const retry = useRetryGeneration();
  const { mutate: addWord } = add;
  const { setStatus, said } = useWordStatus(text.language);
  // the word K, I and the status bar act on: the focused one (a click focuses its word too)
  const [focused, setFocused] = useState<{ form: string; word: string; chapter: number | null } | null>(null);
  const handleWordFocus = useCallback((form: string, word: string) => setFocused({ form, word, chapter }), [chapter]);
  // another chapter shows no word of this one
  const current = focused?.chapter === chapter ? focused : null;

  const handleWordClick = useCallback(
    (span: WordSpan, word: string) => {
      // the word has the focus once chosen, by click, tap or Enter: the popover opens at it
      const atWord = onWordOpened?.(word, document.activeElement instanceof HTMLElement ? document.activeElement : null);
      // The notice and the panel update are not urgent: the browser paints the click first (INP).
      startTransition(() => {
        if (!atWord) notify(t('reader.generatingVocabulary'));
      });
      // while the text streams, every chunk is an urgent render that would starve a transition: the
      // word would lose its colour until the text is done
      if (streaming.current) onWordAdded(word);
      else startTransition(() => onWordAdded(word));
      addWord(
        {
          textId: text.id,
          word_start_index: span.start,
          word_end_index: span.end,
          // chapter 0 is the text itself: the payload carries chapter_number only inside a chapter
          ...(chapter ? { chapter_number: chapter } : {}),
        },
        {
          onSuccess: (entry) => onWordEntry?.(entry),
          onError: (error) => {
            onWordFailed(word);
            notify(error.detail ?? t('reader.addFailed'));
          },
        },
      );
    },
    [addWord, chapter, notify, onWordAdded, onWordFailed, onWordOpened, onWordEntry, t, text.id],
  );

  const sentenceSpeaker = useMemo(
    () => ({
      label: t('exchange.speech.thisSentence'),
      stopLabel: t('exchange.speech.stop'),
      onSpeak: (index: number, sentence: string) =>
        speakSentence(index, sentence, text.language, { text_id: text.id, chapter }),
    }),
    [chapter, t, text.id, text.language],
  );

  const handleRetry = () => {
    retry.mutate(
      { textId: text.id, chapterNumber: chapter },
      { onError: (error) => notify(error.detail ?? t('reader.retryFailed')) },
    );
  };

  const retryButton = (label: string, onClick: () => void, disabled = false) => (
    <button type="button" className={`${plain.button} ${plain.small} ${plain.inherit}`} onClick={onClick} disabled={disabled}>
      {label}
    </button>
  );

  let body;
  switch (content.state) {
    case 'loading':
      body = (
        <div className={styles.center}>
          <PlainProgress label={t('reader.loading')} />
        </div>
      );
      break;
    case 'error':
      body = (
        <StatusAlert severity="error" action={retryButton(t('reader.retry'), content.refetch)}>
          {t('reader.chapterLoadFailed')}
        </StatusAlert>
      );
      break;
    case 'non-existent':
      body = <StatusAlert severity="info">{t('reader.chapter.missing')}</StatusAlert>;
      break;
    case 'ready':
      body = (
        <>
          {content.words.length > 0 && (
            <p className={styles.hint}>{t('reader.chapter.writtenAround', { words: content.words.join(', ') })}</p>
          )}
          {content.status === 'COMPLETE' && (
            <ReaderLearningBar
              content={content.content}
              language={text.language}
              practice={content.practice}
              model={model}
            />
          )}
          {(content.status === 'COMPLETE' || (content.status === 'PENDING' && content.content)) && (
            <p className={styles.hint}>
              {content.status === 'PENDING' && `${t('reader.streamingHint')} `}
              {t('reader.clickHint')} <span id={HINT_ID}>{t('reader.keyboardHint')}</span>
            </p>
          )}
          {content.status === 'PENDING' && (
            <div className={styles.writing}>
              <PlainProgress size={16} label={t('reader.writing')} />
              <p className={styles.body2}>{t('reader.writing')}</p>
            </div>
          )}
          {content.status === 'FAILED' && (
            <StatusAlert
              severity="error"
              className={styles.spaced}
              action={isCreator ? retryButton(t('reader.retryGeneration'), handleRetry, retry.isPending) : undefined}
            >
              {content.error ?? (chapter ? t('reader.chapterFailed') : t('reader.failed'))}
            </StatusAlert>
          )}
          {content.content ? (
            <WordText
              content={content.content}
              language={text.language}
              // words are clickable as soon as they are written (issue 17 §4), not the one being written
              clickable={content.status === 'COMPLETE' || content.status === 'PENDING'}
              streaming={content.status === 'PENDING'}
              knownForms={model.forms}
              learningForms={model.learning}
              ignoredForms={model.ignored}
              markNew={loaded && showNewWordMarks}
              markedForms={usedFormsOf(content.practice)}
              onWordClick={handleWordClick}
              onWordStatus={setStatus}
              onWordFocus={handleWordFocus}
              label={t('reader.wordsLabel')}
              describedBy={HINT_ID}
              sentenceSpeaker={content.status === 'COMPLETE' ? sentenceSpeaker : undefined}
            />
          ) : (
            content.status === 'PENDING' && (
              <p className={styles.secondary}>{waitingLabel(t, content.queuePosition, 'reader')}</p>
            )
          )}
          {content.status === 'COMPLETE' && loaded && (
            <MarkReadButton text={text} chapter={chapter} content={content.content} model={model} />
          )}
          {current && content.status === 'COMPLETE' && (
            <div className={styles.statusBar} data-testid="word-status-bar">
              <span className={styles.statusWord} lang={LANGUAGE_TAGS[text.language]}>
                {current.word}
              </span>
              <WordStatusButtons
                word={current.word}
                status={statusOf(model, current.form)}
                onChange={(status) => setStatus(current.form, current.word, status)}
              />
            </div>
          )}
          <span aria-live="polite" className={textStyles.visuallyHidden}>
            {said}
          </span>
        </>
      );
      break;
  }

  return (
    <div className={`${styles.paper} ${styles.textPaper}`}>{body}</div>
  );
}
