import { useId } from 'react';
import { LearningIcon, type LearningIconName } from '@/components/ui/learning-icon';
import { useNumberFormat } from '../hooks/use-number-format';
import skeleton from '@/components/ui/skeleton.module.css';
import styles from './statistics.module.css';

type Props = { label: string; value: number | undefined; icon: LearningIconName };

/** One figure with its label; a skeleton while the figure is on its way. */
export function StatCard({ label, value, icon }: Props) {
  const format = useNumberFormat();
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className={styles.card}>
      <div className={`${styles.content} ${styles.statContent}`}>
        <LearningIcon name={icon} className={styles.statIcon} />
        <div>
          {value === undefined ? (
            <span
              className={`${skeleton.skeleton} ${skeleton.text} ${styles.figureSkeleton}`}
              data-testid="stat-skeleton"
            />
          ) : (
            <p className={styles.figure}>{format(value)}</p>
          )}
          <p id={labelId} className={styles.label}>
            {label}
          </p>
        </div>
      </div>
    </section>
  );
}
