import type { WordStatus } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FormStatus } from '@/lib/level-fit';
import plain from '@/components/ui/plain.module.css';
import styles from './reader.module.css';

type Props = {
  /** The word as the text shows it. */
  word: string;
  status: FormStatus;
  onChange: (status: WordStatus) => void;
};

const CHOICES = [
  { status: 'known', label: 'reader.wordStatus.known' },
  { status: 'ignored', label: 'reader.wordStatus.ignore' },
  { status: 'new', label: 'reader.wordStatus.new' },
] as const;

/**
 * Known / Ignore / New for one word, the current one pressed (issue 34): in the bar under the text and in
 * a phone's popover. A word being learned (a vocabulary entry) has none pressed; marked by hand, its
 * status wins over the entry's.
 */
export function WordStatusButtons({ word, status, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('reader.wordStatus.label', { word })} className={styles.statusGroup}>
      {CHOICES.map((choice) => (
        <button
          key={choice.status}
          type="button"
          className={`${plain.button} ${plain.small} ${plain.outlined} ${styles.statusButton}`}
          aria-pressed={status === choice.status}
          onClick={() => status !== choice.status && onChange(choice.status)}
        >
          {t(choice.label)}
        </button>
      ))}
      {status === 'learning' && <span className={styles.statusNote}>{t('reader.wordState.learning')}</span>}
    </div>
  );
}
