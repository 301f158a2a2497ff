import { useTranslation } from '@/lib/i18n/use-translation';
import type { LevelFit } from '@/lib/level-fit';
import styles from './level-fit-bar.module.css';

/** The reader's colours: green known, amber learning, grey new (lib/palette.ts's level colours). */
const LEVEL_FIT_COLOURS = {
  known: 'var(--rp-level-known)',
  learning: 'var(--rp-level-learning)',
  new: 'var(--rp-level-new)',
} as const;

/** A small three-part bar and "87 % known · 23 new" (text cards and the top of the reader). */
export function LevelFitBar({ fit, size = 'small' }: { fit: LevelFit; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  if (fit.total === 0) return null;
  const label = t('learning.levelFit.label', {
    known: fit.known,
    learning: fit.learning,
    count: fit.new,
    total: fit.total,
  });
  const parts = (['known', 'learning', 'new'] as const).filter((part) => fit[part] > 0);
  return (
    // a native title as the hint: the text list page loads no MUI (decision 021)
    <div
      role="img"
      aria-label={label}
      title={label}
      data-testid="level-fit"
      className={`${styles.fit} ${size === 'small' ? styles.small : styles.medium}`}
    >
      <div aria-hidden className={styles.bar}>
        {parts.map((part) => (
          <div key={part} style={{ flexGrow: fit[part], backgroundColor: LEVEL_FIT_COLOURS[part] }} />
        ))}
      </div>
      <span aria-hidden className={styles.summary}>
        {t('learning.levelFit.summary', { known: fit.knownPercent, count: fit.new })}
      </span>
    </div>
  );
}
