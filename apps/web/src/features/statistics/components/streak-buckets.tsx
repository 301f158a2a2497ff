import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { VocabularyStats } from '@reeprise/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useVocabularyStats } from '../api/get-vocabulary-stats';
import { useNumberFormat } from '../hooks/use-number-format';

type BucketKey = Extract<keyof VocabularyStats, `streak_${string}`>;

/** The spec's buckets, strongest first: greater than 5, then 5 down to 0. */
const BUCKETS: readonly { key: BucketKey; streak: number | null }[] = [
  { key: 'streak_gt5', streak: null },
  { key: 'streak_5', streak: 5 },
  { key: 'streak_4', streak: 4 },
  { key: 'streak_3', streak: 3 },
  { key: 'streak_2', streak: 2 },
  { key: 'streak_1', streak: 1 },
  { key: 'streak_0', streak: 0 },
];

/** How many of the learner's words sit at each streak; refreshed after every training answer. */
export function StreakBuckets() {
  const { t } = useTranslation('trainer');
  const format = useNumberFormat();
  const stats = useVocabularyStats();
  const headingId = useId();
  if (stats.isError) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
        {t('trainer.session.buckets')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: 'repeat(4, minmax(0, 1fr))', sm: 'repeat(7, minmax(0, 1fr))' },
        }}
      >
        {BUCKETS.map(({ key, streak }) => (
          <Box
            key={key}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              px: 1,
              py: 0.75,
              bgcolor: 'background.paper',
            }}
          >
            <Typography component="dt" variant="caption" color="text.secondary" noWrap>
              {streak === null ? t('trainer.session.bucketGt5') : t('trainer.session.bucket', { streak })}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.25rem' }}>
              {stats.data ? format(stats.data[key]) : <Skeleton width={24} />}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
