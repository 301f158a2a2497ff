import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { Gauge } from '@mui/x-charts/Gauge';
import type { Progress } from '@reeprise/contract';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgress } from '../api/get-progress';
import { CHART_HEIGHT as HEIGHT, ChartsSkeleton } from './charts-skeleton';


/** "3/14" in English, "14.3." in German: short enough for 30 bars. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-US';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
}

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid={testId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function DailyBars({
  days,
  series,
}: {
  days: string[];
  series: { data: number[]; label: string; color: string; stack?: string }[];
}) {
  const formatDay = useDayFormat();
  return (
    <BarChart
      height={HEIGHT}
      xAxis={[{ scaleType: 'band', data: days, valueFormatter: (day: string) => formatDay(day) }]}
      yAxis={[{ tickMinStep: 1, width: 36 }]}
      series={series}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      slotProps={{ legend: { position: { vertical: 'top', horizontal: 'end' } } }}
      hideLegend={series.length < 2}
    />
  );
}

function Retention({ retention }: { retention: Progress['retention'] }) {
  const { t } = useTranslation();
  const desired = Math.round(retention.desired * 100);
  if (retention.rate === null) {
    return <Typography color="text.secondary">{t('learning.charts.noDueReviews')}</Typography>;
  }
  const rate = Math.round(retention.rate * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Gauge width={140} height={140} value={rate} text={t('learning.charts.retentionValue', { rate })} />
      <Typography color="text.secondary">
        {t('learning.charts.retentionDetail', { good: retention.good, count: retention.due_reviews, desired })}
      </Typography>
    </Box>
  );
}

/** The statistics page's progress: reviews and words per day, the due forecast and the true retention. */
export function ProgressCharts() {
  const { t } = useTranslation();
  const progress = useProgress();
  if (progress.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void progress.refetch()}>
            {t('trainer.stats.retry')}
          </Button>
        }
      >
        {t('learning.charts.loadFailed')}
      </Alert>
    );
  }
  if (progress.isPending) return <ChartsSkeleton />;
  const { reviews_per_day: reviews, words_added_per_day: added, due_forecast: forecast, retention } = progress.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
      <ChartCard title={t('learning.charts.reviewsPerDay')} testId="chart-reviews">
        <DailyBars
          days={reviews.map((d) => d.day)}
          series={[
            { data: reviews.map((d) => d.good), label: t('learning.charts.good'), color: '#2e7d32', stack: 'answers' },
            {
              data: reviews.map((d) => d.count - d.good),
              label: t('learning.charts.notGood'),
              color: '#e57373',
              stack: 'answers',
            },
          ]}
        />
      </ChartCard>
      <ChartCard title={t('learning.charts.wordsAdded')} testId="chart-words-added">
        <DailyBars
          days={added.map((d) => d.day)}
          series={[{ data: added.map((d) => d.count), label: t('learning.charts.words'), color: '#1976d2' }]}
        />
      </ChartCard>
      <ChartCard title={t('learning.charts.forecast')} testId="chart-forecast">
        <DailyBars
          days={forecast.map((d) => d.day)}
          series={[{ data: forecast.map((d) => d.count), label: t('learning.charts.due'), color: '#ed6c02' }]}
        />
      </ChartCard>
      <ChartCard title={t('learning.charts.retention')} testId="chart-retention">
        <Retention retention={retention} />
      </ChartCard>
    </Box>
  );
}
