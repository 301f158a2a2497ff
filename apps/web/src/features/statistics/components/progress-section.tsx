import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartsSkeleton } from './charts-skeleton';

// the chart library is the statistics page's alone and weighs more than the page: it loads after the figures
const ProgressCharts = lazy(() => import('./progress-charts').then((m) => ({ default: m.ProgressCharts })));

/** The progress charts under the spec's figures (issue 16). */
export function ProgressSection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={t('learning.charts.heading')}>
      <Typography variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
        {t('learning.charts.heading')}
      </Typography>
      <Suspense fallback={<ChartsSkeleton />}>
        <ProgressCharts />
      </Suspense>
    </Box>
  );
}
