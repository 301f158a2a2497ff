import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VocabularySort } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguageName } from '@/lib/language-names';
import { useVocabularyList } from '../api/get-vocabulary-list';
import type { TrainerToggles } from '../hooks/use-trainer-toggles';
import { VocabularyItem } from './vocabulary-item';
import '@/lib/i18n/exchange-messages';

type Props = {
  toggles: TrainerToggles;
  search: string;
  sort: VocabularySort;
  onClearLanguage: () => void;
  onClearSearch: () => void;
};

/** The learner's words in the chosen language, matching the search, in the chosen order, a page at a time. */
export function VocabularyList({ toggles, search, sort, onClearLanguage, onClearSearch }: Props) {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  const list = useVocabularyList({ language: toggles.language, search, sort });
  const firstPageEmpty = list.data?.pages[0]?.results.length === 0;
  const filteredEmpty = toggles.language !== '' && search === '' && firstPageEmpty;
  // only when the filter leaves nothing: are there words in other languages?
  const all = useVocabularyList({ language: '' }, { enabled: filteredEmpty });

  if (list.isPending || (filteredEmpty && all.isPending)) {
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
  if (search !== '' && entries.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} role="status">
        <Typography variant="h6" component="p" sx={{ mb: 2.5 }}>
          {t('exchange.list.noMatch', { search })}
        </Typography>
        <Button variant="contained" onClick={onClearSearch}>
          {t('exchange.list.clearSearch')}
        </Button>
      </Paper>
    );
  }
  if (
    filteredEmpty &&
    toggles.language !== '' &&
    (all.isError || (all.data?.pages[0]?.results.length ?? 0) > 0)
  ) {
    // the filter hides everything: say so, and offer the way out, rather than look empty
    return (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} role="status">
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {t('trainer.list.filteredEmpty', { language: languageName(toggles.language) })}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('trainer.list.filteredEmptyHint')}
        </Typography>
        <Button variant="contained" onClick={onClearLanguage}>
          {t('trainer.list.clearFilter')}
        </Button>
      </Paper>
    );
  }
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
      <Box
        component="ul"
        aria-label={t('trainer.list.listLabel')}
        sx={{ m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
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
