import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { LANGUAGE_SHORT_CODES, type GeneratedText } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { ApiError } from '@/lib/api-client';
import { useGeneratedText } from '../api/get-generated-text';
import { countPending, useTextVocabulary } from '../api/get-text-vocabulary';
import { useCountView } from '../hooks/use-count-view';
import { useKnownWords } from '../hooks/use-known-words';
import { ChapterNav } from './chapter-nav';
import { ReaderText } from './reader-text';
import { VocabularyPanel } from './vocabulary-panel';

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
  const vocabulary = useTextVocabulary(text.id);
  const pendingEntries = countPending(vocabulary.data);
  const known = useKnownWords(text.language, pendingEntries);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={LANGUAGE_SHORT_CODES[text.language]}
          title={t(`texts.languages.${text.language}`)}
        />
        <Chip size="small" label={text.level} />
        <Chip size="small" label={t(`texts.textTypes.${text.text_type}`)} />
        {text.is_demo && (
          <Chip
            size="small"
            color="secondary"
            variant="outlined"
            label={t('reader.demo')}
            title={t('reader.demoHint')}
          />
        )}
      </Stack>
      <PageTitle>{text.topic || t('texts.card.untitled')}</PageTitle>
      <ChapterNav textId={text.id} chapter={chapter} />
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <ReaderText
            text={text}
            chapter={chapter}
            isCreator={isCreator}
            knownForms={known.forms}
            onWordAdded={known.markClicked}
            onWordFailed={known.unmarkClicked}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box>
            <VocabularyPanel
              textId={text.id}
              vocabulary={vocabulary}
              canGenerate={isCreator && text.status === 'COMPLETE'}
            />
          </Box>
        </Grid>
      </Grid>
    </>
  );
}
