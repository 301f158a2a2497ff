import { useTranslation } from '@/lib/i18n/use-translation';
import { ProgressCharts } from './progress-charts';
import styles from './statistics.module.css';

/** The progress charts under the spec's figures (issue 16), drawn with visx primitives (issue 37). */
export function ProgressSection() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('learning.charts.heading')}>
      <h2 className={styles.groupTitle}>{t('learning.charts.heading')}</h2>
      <ProgressCharts />
    </section>
  );
}
