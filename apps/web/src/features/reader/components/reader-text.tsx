import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GeneratedText, WordSpan } from '@reeprise/contract';
import { startTransition, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/components/ui/notify-context';
import { useAddVocabulary } from '../api/add-vocabulary';
import { useRetryGeneration } from '../api/retry-generation';
import { useReaderContent } from '../hooks/use-reader-content';
import { WordText } from './word-text';

type Props = {
  text: GeneratedText;
  chapter: number | null;
  isCreator: boolean;
  knownForms: ReadonlySet<string>;
  onWordAdded: (word: string) => void;
  onWordFailed: (word: string) => void;
};

const HINT_ID = 'reader-keyboard-hint';

/** The text or chapter: streaming while PENDING, clickable words once COMPLETE, Retry when FAILED. */
export function ReaderText({ text, chapter, isCreator, knownForms, onWordAdded, onWordFailed }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const content = useReaderContent(text, chapter);
  const add = useAddVocabulary();
  const retry = useRetryGeneration();
  const { mutate: addWord } = add;

  const handleWordClick = useCallback(
    (span: WordSpan, word: string) => {
      // The notice and the panel update are not urgent: the browser paints the click first (INP).
      startTransition(() => {
        notify(t('reader.generatingVocabulary'));
        onWordAdded(word);
      });
      addWord(
        {
          textId: text.id,
          word_start_index: span.start,
          word_end_index: span.end,
          // chapter 0 is the text itself: the payload carries chapter_number only inside a chapter
          ...(chapter ? { chapter_number: chapter } : {}),
        },
        {
          onError: (error) => {
            onWordFailed(word);
            notify(error.detail ?? t('reader.addFailed'));
          },
        },
      );
    },
    [addWord, chapter, notify, onWordAdded, onWordFailed, t, text.id],
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
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
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
              clickable={content.status === 'COMPLETE'}
              knownForms={knownForms}
              onWordClick={handleWordClick}
              label={t('reader.wordsLabel')}
              describedBy={HINT_ID}
            />
          ) : (
            content.status === 'PENDING' && (
              <Typography color="text.secondary">{t('reader.waiting')}</Typography>
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
