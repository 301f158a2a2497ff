import type { Language } from '@reeprise/contract';
import { lazy, useId, useState } from 'react';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import { useKnownHistory } from '../api/get-known-history';
import { dayDate, useDayFormat } from '../hooks/use-day-format';
import { useNumberFormat } from '../hooks/use-number-format';
import { ChartTable } from './charts/chart-table';
import { CHART_HEIGHT, ChartPlace, DrawingSkeleton, LazyDrawing, NothingToDraw } from './charts-skeleton';
import styles from './known-words.module.css';
import page from './statistics.module.css';

// the chart library comes with the chart, once there is a history to draw: the page's figures paint first
const DayLineChart = lazy(() =>
  import('./charts/day-line-chart').then((module) => ({ default: module.DayLineChart })),
);

/** Today in the learner's own calendar, as YYYY-MM-DD. */
function localToday() {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The history's points, from none known: the answer lists the days with a change, and before the first of
 * them the learner had no statuses, so the line starts at 0 the day before.
 */
function withStart(days: readonly { date: string; known: number }[]) {
  const points = days.map(({ date, known }) => ({ date: dayDate(date), value: known }));
  const first = points[0];
  return first && first.value > 0
    ? [{ date: new Date(first.date.getTime() - 86_400_000), value: 0 }, ...points]
    : points;
}

/** Known words over time in one language at a time (the one with most first), with its figures as a table. */
export function KnownWordsChartCard({ languages }: { languages: readonly Language[] }) {
  const { t } = useTranslation('known-words-statistics');
  const nameOf = useLanguageName();
  const format = useNumberFormat();
  const day = useDayFormat();
  const titleId = useId();
  const [chosen, setChosen] = useState<Language | undefined>(undefined);
  const language = chosen && languages.includes(chosen) ? chosen : languages[0];
  // asked for once the page has painted: the first paint (the headline above) waits for nothing it does not show
  const history = useKnownHistory(useAfterFirstPaint() ? language : undefined);

  let body;
  if (history.isError) {
    body = (
      <LoadFailedAlert retryLabel={t('knownWords.statistics.retry')} onRetry={() => void history.refetch()}>
        {t('knownWords.statistics.chartFailed')}
      </LoadFailedAlert>
    );
  } else if (history.isPending || !language) {
    body = (
      <ChartPlace>
        <DrawingSkeleton height={CHART_HEIGHT} label={t('knownWords.statistics.chartLoading')} />
      </ChartPlace>
    );
  } else if (history.data.days.length === 0) {
    body = (
      <ChartPlace>
        <NothingToDraw>{t('knownWords.statistics.chartEmpty')}</NothingToDraw>
      </ChartPlace>
    );
  } else {
    const { days } = history.data;
    const first = days[0];
    const last = days[days.length - 1];
    const summary = t('knownWords.statistics.chartSummary', {
      language: nameOf(language),
      first: format(first.known),
      from: day.long(first.date),
      last: format(last.known),
      to: day.long(last.date),
    });
    body = (
      <ChartPlace>
        <LazyDrawing height={CHART_HEIGHT} label={t('knownWords.statistics.chartLoading')}>
          <DayLineChart
            points={withStart(days)}
            until={dayDate(localToday())}
            label={summary}
            color="var(--rp-primary)"
            height={CHART_HEIGHT}
            formatDay={day.short}
            formatValue={format}
          />
        </LazyDrawing>
        <ChartTable
          summary={t('knownWords.statistics.table')}
          caption={summary}
          columns={[t('knownWords.statistics.date'), t('knownWords.statistics.known')]}
          rows={[...days].reverse().map(({ date, known }) => [day.long(date), format(known)] as const)}
        />
      </ChartPlace>
    );
  }

  return (
    <section aria-labelledby={titleId} className={page.card} data-testid="chart-known-words">
      <div className={page.content}>
        <h3 id={titleId} className={page.chartTitle}>
          {t('knownWords.statistics.chartTitle')}
        </h3>
        {languages.length > 1 && (
          <div
            role="group"
            aria-label={t('knownWords.statistics.chartLanguage')}
            className={styles.languages}
          >
            {languages.map((option) => (
              <button
                key={option}
                type="button"
                className={styles.language}
                aria-pressed={option === language}
                onClick={() => setChosen(option)}
              >
                {nameOf(option)}
              </button>
            ))}
          </div>
        )}
        {body}
      </div>
    </section>
  );
}
