import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useVocabularyList } from '../api/get-vocabulary-list';
import type { TrainerToggles } from '../hooks/use-trainer-toggles';
import { VocabularyItem } from './vocabulary-item';

/** The learner's words in the chosen language, newest first, a page at a time. */
export function VocabularyList({ toggles }: { toggles: TrainerToggles }) {
  const { t } = useTranslation();
  const list = useVocabularyList(toggles.language);

  if (list.isPending) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t('app.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={72} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('trainer.list.retry')}
          </Button>
        }
      >
        {t('trainer.list.loadError')}
      </Alert>
    );
  }

  const entries = list.data.pages.flatMap((page) => page.results);
  if (entries.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {t('trainer.list.empty')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('trainer.list.emptyHint')}
        </Typography>
        <Button component={RouterLink} to="/reeprise" variant="outlined">
          {t('trainer.list.goToTexts')}
        </Button>
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      <Box component="ul" aria-label={t('trainer.list.listLabel')} sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry) => (
          <VocabularyItem key={entry.id} entry={entry} toggles={toggles} />
        ))}
      </Box>
      {list.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
          startIcon={list.isFetchingNextPage ? <CircularProgress size={16} aria-hidden /> : undefined}
          sx={{ alignSelf: 'center' }}
        >
          {t('trainer.list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
