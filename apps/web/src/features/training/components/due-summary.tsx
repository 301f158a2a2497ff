import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink } from '@/lib/router';
import { LearningIcon } from '@/components/ui/learning-icon';
import plain from '@/components/ui/plain.module.css';
import { useDueCounts } from '../api/get-due-vocabulary';
import styles from './due-summary.module.css';

/**
 * Words due today and now and new words that may start today, with the one button that trains them
 * (trainer page and training mode). Plain: the trainer page paints without MUI (decision 023).
 */
export function DueSummary({ showButton = true }: { showButton?: boolean }) {
  const { t } = useTranslation();
  const counts = useDueCounts();
  if (counts.isPending) return null;
  if (counts.isError) {
    return <p className={styles.note}>{t('learning.due.loadFailed')}</p>;
  }
  const { due_now: now, due_today: today, new_today: fresh, new_waiting: waiting } = counts.data;
  // new words beside the due ones, as Anki shows them (issue 35): the due session starts them too
  const trainable = now > 0 || fresh > 0;
  return (
    <div className={styles.summary} data-testid="due-summary" role="status">
      <LearningIcon name="eventRepeat" className={today > 0 || fresh > 0 ? styles.icon : styles.iconIdle} />
      <p className={styles.today}>{t('learning.due.today', { count: today })}</p>
      {now > 0 && (
        <span className={`${plain.chip} ${plain.chipOutlined} ${styles.chipWarning}`}>
          {t('learning.due.now', { count: now })}
        </span>
      )}
      {fresh > 0 && (
        <span className={`${plain.chip} ${plain.chipOutlined}`}>
          {t('learning.due.new', { count: fresh })}
        </span>
      )}
      {showButton && trainable && (
        <RouterLink
          to="/vocabulary_training_mode?due=1"
          className={`${plain.button} ${plain.outlined} ${plain.small}`}
        >
          {t('learning.due.trainDue')}
        </RouterLink>
      )}
      {fresh === 0 && waiting > 0 && (
        <p className={styles.note}>{t('learning.due.newTomorrow', { count: waiting })}</p>
      )}
      {showButton && !trainable && waiting === 0 && (
        <p className={styles.note}>{t('learning.due.nothingDue')}</p>
      )}
    </div>
  );
}
