import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { LANGUAGE_SHORT_CODES, type GeneratedText, type Vocabulary } from '@reeprise/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { DeleteTextButton } from '@/components/ui/delete-text-button';
import { PageTitle } from '@/components/ui/page-title';
import { TextPicture } from '@/components/ui/text-picture';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { ApiError } from '@/lib/api-client';
import { useDeleteVocabulary } from '@/lib/delete-vocabulary';
import { useLanguageName } from '@/lib/language-names';
import { useGeneratedText } from '../api/get-generated-text';
import { countPending, useTextVocabulary } from '../api/get-text-vocabulary';
import { useChapterSelection } from '../hooks/use-chapter-selection';
import { useCountView } from '../hooks/use-count-view';
import { useKnownWords } from '../hooks/use-known-words';
import { ReadAloudBar } from './read-aloud-bar';
import { ChapterNav } from './chapter-nav';
import { ReaderText } from './reader-text';
import { VocabularyPanel } from './vocabulary-panel';
import { WordPopover, type OpenedWord } from './word-popover';

type Props = {
  /** null when the address holds no valid id. */
  textId: number | null;
  chapter: number | null;
  currentUserId: number | null | undefined;
};

function Problem({ message, action }: { message: string; action?: { label: string; onClick: () => void } }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('pages.textReader')}</PageTitle>
      <Alert
        severity="warning"
        action={
          action ? (
            <Button color="inherit" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          ) : undefined
        }
      >
        {message}
      </Alert>
      <Button component={RouterLink} to="/reeprise" sx={{ mt: 2 }}>
        {t('reader.backToTexts')}
      </Button>
    </>
  );
}

/** /reeprise/{id}: the text (or a chapter) with clickable words, chapter links and the vocabulary panel. */
export function ReaderView({ textId, chapter, currentUserId }: Props) {
  const { t } = useTranslation();
  if (textId === null) return <Problem message={t('reader.notFound')} />;
  return <LoadedReader textId={textId} chapter={chapter} currentUserId={currentUserId} />;
}

function LoadedReader({ textId, chapter, currentUserId }: Props & { textId: number }) {
  const { t } = useTranslation();
  const text = useGeneratedText(textId);
  useCountView(textId, text.isSuccess);

  if (text.isPending) {
    return (
      <>
        <PageTitle>{t('pages.textReader')}</PageTitle>
        <FullPageSpinner label={t('reader.loading')} />
      </>
    );
  }
  if (text.isError) {
    const missing = text.error instanceof ApiError && text.error.status === 404;
    return missing ? (
      <Problem message={t('reader.notFound')} />
    ) : (
      <Problem
        message={t('reader.loadFailed')}
        action={{ label: t('reader.retry'), onClick: () => void text.refetch() }}
      />
    );
  }
  return <Reader text={text.data} chapter={chapter} isCreator={currentUserId === text.data.creator_id} />;
}

function Reader({
  text,
  chapter,
  isCreator,
}: {
  text: GeneratedText;
  chapter: number | null;
  isCreator: boolean;
}) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const vocabulary = useTextVocabulary(text.id);
  const pendingEntries = countPending(vocabulary.data);
  const known = useKnownWords(text.language, pendingEntries);
  const navigate = useNavigate();
  const selection = useChapterSelection();
  const { unmarkClicked } = known;
  const { remove: deleteWord } = useDeleteVocabulary(
    useCallback((entry: Vocabulary) => entry.forms.forEach(unmarkClicked), [unmarkClicked]),
  );
  // phones: the tapped word's entry opens at the word; wide screens have the panel beside the text
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [opened, setOpened] = useState<OpenedWord | null>(null);
  // the entry shown is the panel's copy when it has one: it is polled while PENDING and fresh after edits
  const listed = opened?.entry && vocabulary.data?.pages.flatMap((page) => page.results).find((e) => e.id === opened.entry?.id);
  const shown = opened && listed ? { ...opened, entry: listed } : opened;

  const handleWordOpened = useCallback(
    (word: string, anchor: HTMLElement | null) => {
      if (!narrow || !anchor) return false;
      setOpened({ word, anchor, entry: null });
      return true;
    },
    [narrow],
  );
  const handleWordEntry = useCallback((entry: Vocabulary) => {
    setOpened((current) => current && { ...current, entry });
  }, []);
  const handleWordFailed = useCallback(
    (word: string) => {
      unmarkClicked(word);
      setOpened(null);
    },
    [unmarkClicked],
  );

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={LANGUAGE_SHORT_CODES[text.language]}
          title={languageName(text.language)}
        />
        {(!text.imported || text.imported.level_given) && <Chip size="small" label={text.level} />}
        {text.imported ? (
          <Chip size="small" color="info" variant="outlined" label={t('importText.badge')} title={t('importText.badgeHint')} />
        ) : (
          <Chip size="small" label={t(`texts.textTypes.${text.text_type}`)} />
        )}
        {text.imported?.url && (
          <Chip
            size="small"
            variant="outlined"
            component="a"
            href={text.imported.url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            clickable
            label={new URL(text.imported.url).hostname}
            aria-label={`${t('importText.source')}: ${new URL(text.imported.url).hostname}`}
          />
        )}
        {text.is_demo && (
          <Chip
            size="small"
            color="secondary"
            variant="outlined"
            label={t('reader.demo')}
            title={t('reader.demoHint')}
          />
        )}
        {isCreator && (
          <Box sx={{ ml: 'auto !important' }}>
            <DeleteTextButton text={text} variant="button" onDeleted={() => void navigate('/reeprise', { replace: true })} />
          </Box>
        )}
      </Stack>
      <PageTitle>{text.topic || t('texts.card.untitled')}</PageTitle>
      {text.image && (
        <Box sx={{ maxWidth: 480, mb: 2 }}>
          <TextPicture src={text.image} alt={t('reader.picture')} height={{ xs: 180, sm: 260 }} />
        </Box>
      )}
      <ChapterNav textId={text.id} chapter={chapter} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <ReadAloudBar text={text} chapter={chapter} />
          <ReaderText
            text={text}
            chapter={chapter}
            isCreator={isCreator}
            knownForms={known.forms}
            learningForms={known.learning}
            onWordAdded={known.markClicked}
            onWordFailed={handleWordFailed}
            onWordOpened={handleWordOpened}
            onWordEntry={handleWordEntry}
          />
          <WordPopover opened={shown} selection={selection} onDelete={deleteWord} onClose={() => setOpened(null)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box>
            <VocabularyPanel
              textId={text.id}
              vocabulary={vocabulary}
              canGenerate={isCreator && text.status === 'COMPLETE' && !text.imported}
              selection={selection}
              onDelete={deleteWord}
            />
          </Box>
        </Grid>
      </Grid>
    </>
  );
}
