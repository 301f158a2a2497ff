import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainIcon } from '@/components/ui/plain-icon';
import plain from '@/components/ui/plain.module.css';
import { TOPIC_FIELD_ID } from './create-text-constants';
import styles from './text-list.module.css';

type Props = {
  /** Sets show_welcome_card false (spec §4); both the close icon and the button call it. */
  onDismiss: () => void;
};

/** The optional welcome card above the create form (plain CSS, decision 021). */
export function WelcomeCard({ onDismiss }: Props) {
  const { t } = useTranslation();

  const handleCreateNow = () => {
    onDismiss();
    const topic = document.getElementById(TOPIC_FIELD_ID);
    topic?.focus();
    topic?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  };

  return (
    <section aria-labelledby="welcome-card-title" className={`${plain.card} ${styles.welcome}`}>
      <button
        type="button"
        className={`${plain.iconButton} ${styles.welcomeClose}`}
        aria-label={t('texts.welcome.close')}
        onClick={onDismiss}
      >
        <PlainIcon name="close" />
      </button>
      <div className={styles.welcomeContent}>
        <h2 id="welcome-card-title" className={styles.welcomeTitle}>
          {t('texts.welcome.title')}
        </h2>
        <p className={styles.welcomeBody}>{t('texts.welcome.body')}</p>
      </div>
      <div className={styles.welcomeActions}>
        <button
          type="button"
          className={`${plain.button} ${plain.contained} ${plain.containedSecondary}`}
          onClick={handleCreateNow}
        >
          {t('texts.welcome.createNow')}
        </button>
      </div>
    </section>
  );
}
