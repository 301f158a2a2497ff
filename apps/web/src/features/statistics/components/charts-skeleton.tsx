import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';

export const CHART_HEIGHT = 220;

/** Four grey cards where the charts will be: shown while the chart library or the figures load. */
export function ChartsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('learning.charts.loading')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
    >
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} variant="rounded" height={CHART_HEIGHT + 56} />
      ))}
    </Box>
  );
}
