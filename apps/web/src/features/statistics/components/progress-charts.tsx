import type { Progress } from '@reeprise/contract';
import { lazy, useId, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { useProgress } from '../api/get-progress';
import { useDayFormat } from '../hooks/use-day-format';
import { useNumberFormat } from '../hooks/use-number-format';
import type { BarSeries } from './charts/day-bar-chart';
import { ChartLegend } from './charts/chart-legend';
import { ChartTable } from './charts/chart-table';
import { CHART_HEIGHT, ChartPlace, ChartsSkeleton, LazyDrawing, NothingToDraw } from './charts-skeleton';
import styles from './statistics.module.css';

// The drawings (visx) come with the first chart that has something to draw: the page's figures paint
// first, and a learner with no reviews yet never loads them.
const DayBarChart = lazy(() =>
  import('./charts/day-bar-chart').then((module) => ({ default: module.DayBarChart })),
);
const RetentionGauge = lazy(() =>
  import('./charts/retention-gauge').then((module) => ({ default: module.RetentionGauge })),
);

function ChartCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className={styles.card}>
      <div className={styles.content}>
        <h3 id={titleId} className={styles.chartTitle}>
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}

/**
 * Bars per day with their figures as a table beside them (nothing is only a drawing), or a sentence when
 * every day is 0.
 */
function DailyBars({
  title,
  days,
  series,
  empty,
}: {
  title: string;
  days: readonly string[];
  series: readonly BarSeries[];
  empty: string;
}) {
  const { t } = useTranslation('trainer');
  const day = useDayFormat();
  const format = useNumberFormat();
  const totals = days.map((_, index) => series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  const total = totals.reduce((sum, value) => sum + value, 0);
  if (total === 0)
    return (
      <ChartPlace>
        <NothingToDraw>{empty}</NothingToDraw>
      </ChartPlace>
    );
  const summary = t('learning.charts.summary', {
    title,
    total: format(total),
    busiest: format(Math.max(...totals)),
  });
  return (
    <>
      {series.length > 1 && <ChartLegend series={series} />}
      <ChartPlace>
        <LazyDrawing height={CHART_HEIGHT}>
          <DayBarChart
            days={days}
            series={series}
            label={summary}
            formatDay={day.shortDay}
            formatValue={format}
            height={CHART_HEIGHT}
          />
        </LazyDrawing>
        <ChartTable
          summary={t('learning.charts.table')}
          caption={summary}
          columns={[t('learning.charts.day'), ...series.map((entry) => entry.label)]}
          rows={days.map(
            (date, index) =>
              [day.long(date), ...series.map((entry) => format(entry.values[index] ?? 0))] as const,
          )}
        />
      </ChartPlace>
    </>
  );
}

function Retention({ retention }: { retention: Progress['retention'] }) {
  const { t } = useTranslation('trainer');
  const desired = Math.round(retention.desired * 100);
  if (retention.rate === null) {
    return <p className={styles.muted}>{t('learning.charts.noDueReviews')}</p>;
  }
  const rate = Math.round(retention.rate * 100);
  return (
    <div className={styles.retention}>
      <LazyDrawing height={140}>
        <RetentionGauge value={rate} text={t('learning.charts.retentionValue', { rate })} />
      </LazyDrawing>
      <p className={styles.muted}>
        {t('learning.charts.retentionDetail', {
          good: retention.good,
          count: retention.due_reviews,
          desired,
        })}
      </p>
    </div>
  );
}

/** The statistics page's progress: reviews and words per day, the due forecast and the true retention. */
export function ProgressCharts() {
  const { t } = useTranslation('trainer');
  const progress = useProgress();
  // below the figures, out of a phone's first screen: drawn once the page has painted, so that the first
  // paint does not wait for four charts and their tables (the page's LCP, docs/performance.md)
  const painted = useAfterFirstPaint();
  if (progress.isError) {
    return (
      <LoadFailedAlert retryLabel={t('trainer.stats.retry')} onRetry={() => void progress.refetch()}>
        {t('learning.charts.loadFailed')}
      </LoadFailedAlert>
    );
  }
  if (progress.isPending || !painted) return <ChartsSkeleton />;
  const {
    reviews_per_day: reviews,
    words_added_per_day: added,
    due_forecast: forecast,
    retention,
  } = progress.data;
  const charts = [
    {
      testId: 'chart-reviews',
      title: t('learning.charts.reviewsPerDay'),
      empty: t('learning.charts.noReviews'),
      days: reviews.map((d) => d.day),
      series: [
        {
          key: 'good',
          label: t('learning.charts.good'),
          color: 'var(--rp-primary)',
          values: reviews.map((d) => d.good),
        },
        {
          key: 'notGood',
          label: t('learning.charts.notGood'),
          color: 'var(--rp-error)',
          values: reviews.map((d) => d.count - d.good),
        },
      ],
    },
    {
      testId: 'chart-words-added',
      title: t('learning.charts.wordsAdded'),
      empty: t('learning.charts.noWordsAdded'),
      days: added.map((d) => d.day),
      series: [
        {
          key: 'words',
          label: t('learning.charts.words'),
          color: 'var(--rp-info)',
          values: added.map((d) => d.count),
        },
      ],
    },
    {
      testId: 'chart-forecast',
      title: t('learning.charts.forecast'),
      empty: t('learning.charts.nothingDue'),
      days: forecast.map((d) => d.day),
      series: [
        {
          key: 'due',
          label: t('learning.charts.due'),
          color: 'var(--rp-warning)',
          values: forecast.map((d) => d.count),
        },
      ],
    },
  ];
  return (
    <div className={styles.charts}>
      {charts.map(({ testId, title, ...chart }) => (
        <ChartCard key={testId} title={title} testId={testId}>
          <DailyBars title={title} {...chart} />
        </ChartCard>
      ))}
      <ChartCard title={t('learning.charts.retention')} testId="chart-retention">
        <Retention retention={retention} />
      </ChartCard>
    </div>
  );
}
