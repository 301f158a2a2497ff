import { Suspense, type CSSProperties, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/after-first-paint';
import { useTranslation } from '@/lib/i18n/use-translation';
import skeleton from '@/components/ui/skeleton.module.css';
import charts from './charts/charts.module.css';
import styles from './statistics.module.css';

export const CHART_HEIGHT = 220;

/** Four grey cards where the charts will be: shown while the figures load. */
export function ChartsSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('learning.charts.loading')} className={styles.charts}>
      {[0, 1, 2, 3].map((i) => (
        <span
          key={i}
          className={`${skeleton.skeleton} ${skeleton.rounded}`}
          style={{ height: CHART_HEIGHT + 56 }}
        />
      ))}
    </div>
  );
}

/** Grey where one drawing will be, while its code loads; named when nothing else on the card says so. */
export function DrawingSkeleton({ height, label }: { height: number; label?: string }) {
  return (
    <span
      role={label === undefined ? undefined : 'status'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      className={`${skeleton.skeleton} ${skeleton.rounded} ${styles.drawingSkeleton}`}
      style={{ height }}
    />
  );
}

/**
 * A drawing whose code (a lazy component: the chart library) is asked for once the page has painted, grey
 * until it is there. Asked for while the page first rendered, the library's chunks were among what the
 * first paint waited for: Lighthouse counts every request begun before it (docs/performance.md).
 */
export function LazyDrawing({ height, label, children }: { height: number; label?: string; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  const grey = <DrawingSkeleton height={height} label={label} />;
  return painted ? <Suspense fallback={grey}>{children}</Suspense> : grey;
}

/** Where a chart and its table go: one height for the grey, the chart and the line saying there is none. */
export function ChartPlace({ children }: { children: ReactNode }) {
  return (
    <div className={charts.place} style={{ '--chart-height': `${CHART_HEIGHT}px` } as CSSProperties}>
      {children}
    </div>
  );
}

/** The line in a chart's place saying there is nothing to draw yet. */
export function NothingToDraw({ children }: { children: ReactNode }) {
  return <p className={`${styles.muted} ${charts.nothing}`}>{children}</p>;
}
