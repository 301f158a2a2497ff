import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CHAPTER_WORDS_MAX, type Vocabulary } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '@/components/ui/notify-context';
import { useGenerateChapter } from '../api/generate-chapter';
import type { useTextVocabulary } from '../api/get-text-vocabulary';
import type { ChapterSelection } from '../hooks/use-chapter-selection';
import { VocabularyItem } from './vocabulary-item';

type Props = {
  textId: number;
  vocabulary: ReturnType<typeof useTextVocabulary>;
  /** Only the creator may write chapters (the server refuses anyone else). */
  canGenerate: boolean;
  /** Ticked words, shared with the popover at the tapped word. */
  selection: ChapterSelection;
  onDelete: (entry: Vocabulary) => void;
};

/** The learner's words of this text; ticked words become the next chapter (spec §2). */
export function VocabularyPanel({ textId, vocabulary, canGenerate, selection, onDelete }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const generate = useGenerateChapter();
  const { selected, toggle: handleToggle, full } = selection;

  const entries = vocabulary.data?.pages.flatMap((page) => page.results) ?? [];

  const handleGenerate = () => {
    generate.mutate(
      { textId, words: [...selected.values()] },
      {
        onSuccess: ({ generated_text_id, counter }) => {
          notify(t('reader.vocabulary.generatingChapter'));
          selection.clear();
          void navigate(`/reeprise/${generated_text_id}?chapter=${counter}`);
        },
        onError: (error) => notify(error.detail ?? t('reader.vocabulary.generateFailed')),
      },
    );
  };

  let body;
  if (vocabulary.isPending) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('reader.vocabulary.loading')} />
      </Box>
    );
  } else if (vocabulary.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void vocabulary.refetch()}>
            {t('reader.retry')}
          </Button>
        }
      >
        {t('reader.vocabulary.loadFailed')}
      </Alert>
    );
  } else if (entries.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('reader.vocabulary.empty')}
      </Typography>
    );
  } else {
    body = (
      <>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {entries.map((entry) => (
            <VocabularyItem
              key={entry.id}
              entry={entry}
              selected={selected.has(entry.id)}
              selectable={!full}
              onToggle={handleToggle}
              onDelete={onDelete}
            />
          ))}
        </Box>
        {vocabulary.hasNextPage && (
          <Button
            fullWidth
            onClick={() => void vocabulary.fetchNextPage()}
            disabled={vocabulary.isFetchingNextPage}
            sx={{ mt: 1 }}
          >
            {t('reader.vocabulary.loadMore')}
          </Button>
        )}
        {canGenerate && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {selected.size === 0
                ? t('reader.vocabulary.selectHint')
                : full
                  ? t('reader.vocabulary.maxSelected', { count: CHAPTER_WORDS_MAX })
                  : t('reader.vocabulary.generateHint', { count: selected.size })}
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              fullWidth
              startIcon={<AutoStoriesIcon />}
              onClick={handleGenerate}
              disabled={selected.size === 0 || generate.isPending}
            >
              {t('reader.vocabulary.generate')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Paper
      component="aside"
      aria-labelledby="vocabulary-panel-title"
      variant="outlined"
      sx={{
        p: 2,
        // beside the text on wide screens: stays in view, scrolls on its own when long
        position: { md: 'sticky' },
        top: { md: 88 },
        maxHeight: { md: 'calc(100vh - 112px)' },
        overflowY: { md: 'auto' },
      }}
    >
      <Typography id="vocabulary-panel-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('reader.vocabulary.title')}
      </Typography>
      {body}
    </Paper>
  );
}
