import { useTranslation } from '@/lib/i18n/use-translation';
import skeleton from '@/components/ui/skeleton.module.css';
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
