import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useGeneratedTexts } from '../api/get-generated-texts';
import { TextCard } from './text-card';

/** The texts, newest first, with Load more; polls while any is PENDING (see the query options). */
export function TextList({ currentUserId }: { currentUserId: number | null | undefined }) {
  const { t } = useTranslation();
  const texts = useGeneratedTexts();

  if (texts.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('texts.list.loading')} />
      </Box>
    );
  }
  if (texts.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void texts.refetch()}>
            {t('texts.list.retry')}
          </Button>
        }
      >
        {t('texts.list.loadFailed')}
      </Alert>
    );
  }

  // a text may move to the next page while pages are fetched one after another: show it once
  const seen = new Set<number>();
  const items = texts.data.pages
    .flatMap((page) => page.results)
    .filter((text) => !seen.has(text.id) && Boolean(seen.add(text.id)));

  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('texts.list.empty')}
      </Typography>
    );
  }

  return (
    <section aria-label={t('texts.list.label')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {items.map((text) => (
          <li key={text.id}>
            <TextCard text={text} currentUserId={currentUserId} />
          </li>
        ))}
      </Box>
      {texts.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void texts.fetchNextPage()}
            disabled={texts.isFetchingNextPage}
          >
            {t('texts.list.loadMore')}
          </Button>
        </Box>
      )}
    </section>
  );
}
