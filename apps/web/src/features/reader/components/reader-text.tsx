import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GeneratedText, Vocabulary, WordSpan } from '@reeprise/contract';
import { startTransition, useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/ui/notify-context';
import { waitingLabel } from '@/lib/waiting-label';
import '@/lib/i18n/exchange-messages';
import { useAddVocabulary } from '../api/add-vocabulary';
import { useRetryGeneration } from '../api/retry-generation';
import { useReaderContent } from '../hooks/use-reader-content';
import { ReaderLearningBar, usedFormsOf } from './reader-learning-bar';
import { speakSentence } from './sentence-speaker';
import { WordText } from './word-text';

type Props = {
  text: GeneratedText;
  chapter: number | null;
  isCreator: boolean;
  knownForms: ReadonlySet<string>;
  /** Those of the known forms still being learned (painted apart from known ones). */
  learningForms: ReadonlySet<string>;
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
  knownForms,
  learningForms,
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

  let body;
  switch (content.state) {
    case 'loading':
      body = (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('reader.loading')} />
        </Box>
      );
      break;
    case 'error':
      body = (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={content.refetch}>
              {t('reader.retry')}
            </Button>
          }
        >
          {t('reader.chapterLoadFailed')}
        </Alert>
      );
      break;
    case 'non-existent':
      body = <Alert severity="info">{t('reader.chapter.missing')}</Alert>;
      break;
    case 'ready':
      body = (
        <>
          {content.words.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('reader.chapter.writtenAround', { words: content.words.join(', ') })}
            </Typography>
          )}
          {content.status === 'COMPLETE' && (
            <ReaderLearningBar
              content={content.content}
              language={text.language}
              practice={content.practice}
              learningForms={learningForms}
              knownForms={knownForms}
            />
          )}
          {(content.status === 'COMPLETE' || (content.status === 'PENDING' && content.content)) && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {content.status === 'PENDING' && `${t('reader.streamingHint')} `}
              {t('reader.clickHint')}{' '}
              <Box component="span" id={HINT_ID}>
                {t('reader.keyboardHint')}
              </Box>
            </Typography>
          )}
          {content.status === 'PENDING' && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, color: 'text.secondary' }}>
              <CircularProgress size={16} />
              <Typography variant="body2">{t('reader.writing')}</Typography>
            </Stack>
          )}
          {content.status === 'FAILED' && (
            <Alert
              severity="error"
              sx={{ mb: 2 }}
              action={
                isCreator ? (
                  <Button color="inherit" size="small" onClick={handleRetry} disabled={retry.isPending}>
                    {t('reader.retryGeneration')}
                  </Button>
                ) : undefined
              }
            >
              {content.error ?? (chapter ? t('reader.chapterFailed') : t('reader.failed'))}
            </Alert>
          )}
          {content.content ? (
            <WordText
              content={content.content}
              language={text.language}
              // words are clickable as soon as they are written (issue 17 §4), not the one being written
              clickable={content.status === 'COMPLETE' || content.status === 'PENDING'}
              streaming={content.status === 'PENDING'}
              knownForms={knownForms}
              learningForms={learningForms}
              markedForms={usedFormsOf(content.practice)}
              onWordClick={handleWordClick}
              label={t('reader.wordsLabel')}
              describedBy={HINT_ID}
              sentenceSpeaker={content.status === 'COMPLETE' ? sentenceSpeaker : undefined}
            />
          ) : (
            content.status === 'PENDING' && (
              <Typography color="text.secondary">{waitingLabel(t, content.queuePosition, 'reader')}</Typography>
            )
          )}
        </>
      );
      break;
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      {body}
    </Paper>
  );
}
