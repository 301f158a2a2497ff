import type { Progress } from '@reeprise/contract';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainAlert } from '@/components/ui/plain-alert';
import plain from '@/components/ui/plain.module.css';
import { useProgress } from '../api/get-progress';
import { CHART_HEIGHT as HEIGHT, ChartsSkeleton } from './charts-skeleton';
import styles from './statistics.module.css';

// Bar charts and a gauge in plain SVG, in the look @mui/x-charts gave them (decision 023): that library
// and MUI were 80 KB of the page's JavaScript for four small charts.

/** "3/14" in English, "14.3." in German: short enough for 30 bars. */
function useDayFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-US';
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [locale]);
}

/** The width the chart may take: its box's, followed as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** d3's ticks from 0 (about `count` of them, steps of 1, 2 or 5 times a power of ten, at least 1). */
export function valueTicks(max: number, count: number): number[] {
  const top = Math.max(max, 1);
  const rough = top / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const error = rough / power;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  const step = Math.max(1, factor * power);
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) {
    ticks.push(tick);
    if (tick >= top) break;
  }
  return ticks;
}

const MARGIN = { left: 0, right: 8, top: 8 };
const Y_AXIS_WIDTH = 36;
const X_AXIS_HEIGHT = 26;
const TICK = 6;
const GAP_RATIO = 0.2;

type Series = { data: number[]; label: string; color: string };

function Legend({ series }: { series: Series[] }) {
  return (
    <ul className={styles.legend}>
      {series.map((entry) => (
        <li key={entry.label} className={styles.legendItem}>
          <span className={styles.legendMark} style={{ backgroundColor: entry.color }} aria-hidden="true" />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}

/** Daily bars, stacked when there is more than one series; a legend then names them. */
function DailyBars({ days, series, labelledBy }: { days: string[]; series: Series[]; labelledBy: string }) {
  const formatDay = useDayFormat();
  const [ref, width] = useWidth();
  const plotLeft = MARGIN.left + Y_AXIS_WIDTH;
  const plotRight = Math.max(width - MARGIN.right, plotLeft + 1);
  const plotBottom = HEIGHT - X_AXIS_HEIGHT;
  const plotHeight = plotBottom - MARGIN.top;
  const totals = days.map((_, index) => series.reduce((sum, entry) => sum + (entry.data[index] ?? 0), 0));
  const ticks = valueTicks(Math.max(0, ...totals), Math.floor(plotHeight / 50));
  const top = ticks[ticks.length - 1] ?? 1;
  const y = (value: number) => plotBottom - (value / top) * plotHeight;
  const band = (plotRight - plotLeft) / Math.max(days.length, 1);
  const bar = band * (1 - GAP_RATIO);
  // as many day labels as fit side by side: about 7 px a character
  const labels = days.map(formatDay);
  const longest = Math.max(1, ...labels.map((label) => label.length)) * 7 + 8;
  const every = Math.max(1, Math.ceil(longest / band));
  return (
    <>
      {series.length > 1 && <Legend series={series} />}
      <div ref={ref} className={styles.chart} style={{ height: HEIGHT }}>
        {width > 0 && (
          <svg width={width} height={HEIGHT} role="img" aria-labelledby={labelledBy}>
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(0, ${y(tick)})`}>
                <line className={styles.axis} x1={plotLeft - TICK} x2={plotLeft} />
                {tick !== top && (
                  <text className={styles.tickLabel} x={plotLeft - TICK - 2} dy="0.35em" textAnchor="end">
                    {tick}
                  </text>
                )}
              </g>
            ))}
            {days.map((day, index) => {
              const x = plotLeft + index * band + (band - bar) / 2;
              let base = 0;
              return (
                <g key={day}>
                  <title>
                    {`${labels[index]}: ${series.map((entry) => `${entry.label} ${entry.data[index] ?? 0}`).join(', ')}`}
                  </title>
                  {series.map((entry) => {
                    const value = entry.data[index] ?? 0;
                    const from = base;
                    base += value;
                    if (value <= 0) return null;
                    return (
                      <rect
                        key={entry.label}
                        x={x}
                        width={bar}
                        y={y(from + value)}
                        height={y(from) - y(from + value)}
                        fill={entry.color}
                      />
                    );
                  })}
                </g>
              );
            })}
            <line className={styles.axis} x1={plotLeft} x2={plotLeft} y1={MARGIN.top} y2={plotBottom} />
            <line className={styles.axis} x1={plotLeft} x2={plotRight} y1={plotBottom} y2={plotBottom} />
            {days.map((day, index) => (
              <line
                key={day}
                className={styles.axis}
                x1={plotLeft + index * band}
                x2={plotLeft + index * band}
                y1={plotBottom}
                y2={plotBottom + TICK}
              />
            ))}
            <line
              className={styles.axis}
              x1={plotRight}
              x2={plotRight}
              y1={plotBottom}
              y2={plotBottom + TICK}
            />
            {labels.map((label, index) =>
              index % every === 0 ? (
                <text
                  key={days[index]}
                  className={styles.tickLabel}
                  x={plotLeft + (index + 0.5) * band}
                  y={plotBottom + TICK + 3}
                  dy="0.71em"
                  textAnchor="middle"
                >
                  {label}
                </text>
              ) : null,
            )}
          </svg>
        )}
      </div>
    </>
  );
}

/** A ring filled to `value` percent with the value in its middle, as x-charts' Gauge. */
function Gauge({ value, text }: { value: number; text: string }) {
  const size = 140;
  const outer = size / 2 - 10;
  const inner = outer * 0.8;
  const centre = size / 2;
  const share = Math.min(Math.max(value, 0), 100) / 100;
  const point = (radius: number, angle: number) =>
    `${centre + radius * Math.sin(angle)} ${centre - radius * Math.cos(angle)}`;
  const end = share * 2 * Math.PI;
  const large = share > 0.5 ? 1 : 0;
  const ring = (from: number, to: number, big: number) =>
    `M${point(outer, from)}A${outer} ${outer} 0 ${big} 1 ${point(outer, to)}L${point(inner, to)}A${inner} ${inner} 0 ${big} 0 ${point(inner, from)}Z`;
  const full = `M${centre} ${centre - outer}A${outer} ${outer} 0 1 1 ${centre - 0.01} ${centre - outer}ZM${centre} ${centre - inner}A${inner} ${inner} 0 1 0 ${centre + 0.01} ${centre - inner}Z`;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      role="meter"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={text}
    >
      <path className={styles.gaugeReference} d={full} fillRule="evenodd" />
      {share >= 1 ? (
        <path className={styles.gaugeValue} d={full} fillRule="evenodd" />
      ) : (
        share > 0 && <path className={styles.gaugeValue} d={ring(0, end, large)} />
      )}
      <text className={styles.gaugeText} x={centre} y={centre} textAnchor="middle" dominantBaseline="central">
        {text}
      </text>
    </svg>
  );
}

function ChartCard({
  title,
  children,
  testId,
}: {
  title: string;
  children: (titleId: string) => ReactNode;
  testId: string;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid={testId} className={styles.card}>
      <div className={styles.content}>
        <h3 id={titleId} className={styles.chartTitle}>
          {title}
        </h3>
        {children(titleId)}
      </div>
    </section>
  );
}

function Retention({ retention }: { retention: Progress['retention'] }) {
  const { t } = useTranslation();
  const desired = Math.round(retention.desired * 100);
  if (retention.rate === null) {
    return <p className={styles.muted}>{t('learning.charts.noDueReviews')}</p>;
  }
  const rate = Math.round(retention.rate * 100);
  return (
    <div className={styles.retention}>
      <Gauge value={rate} text={t('learning.charts.retentionValue', { rate })} />
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
  const { t } = useTranslation();
  const progress = useProgress();
  if (progress.isError) {
    return (
      <PlainAlert
        severity="error"
        action={
          <button
            type="button"
            className={`${plain.button} ${plain.small} ${plain.inherit}`}
            onClick={() => void progress.refetch()}
          >
            {t('trainer.stats.retry')}
          </button>
        }
      >
        {t('learning.charts.loadFailed')}
      </PlainAlert>
    );
  }
  if (progress.isPending) return <ChartsSkeleton />;
  const {
    reviews_per_day: reviews,
    words_added_per_day: added,
    due_forecast: forecast,
    retention,
  } = progress.data;
  return (
    <div className={styles.charts}>
      <ChartCard title={t('learning.charts.reviewsPerDay')} testId="chart-reviews">
        {(titleId) => (
          <DailyBars
            labelledBy={titleId}
            days={reviews.map((d) => d.day)}
            series={[
              { data: reviews.map((d) => d.good), label: t('learning.charts.good'), color: '#2e7d32' },
              {
                data: reviews.map((d) => d.count - d.good),
                label: t('learning.charts.notGood'),
                color: '#e57373',
              },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard title={t('learning.charts.wordsAdded')} testId="chart-words-added">
        {(titleId) => (
          <DailyBars
            labelledBy={titleId}
            days={added.map((d) => d.day)}
            series={[
              { data: added.map((d) => d.count), label: t('learning.charts.words'), color: '#1976d2' },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard title={t('learning.charts.forecast')} testId="chart-forecast">
        {(titleId) => (
          <DailyBars
            labelledBy={titleId}
            days={forecast.map((d) => d.day)}
            series={[
              { data: forecast.map((d) => d.count), label: t('learning.charts.due'), color: '#ed6c02' },
            ]}
          />
        )}
      </ChartCard>
      <ChartCard title={t('learning.charts.retention')} testId="chart-retention">
        {() => <Retention retention={retention} />}
      </ChartCard>
    </div>
  );
}
