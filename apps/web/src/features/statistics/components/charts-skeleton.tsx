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
