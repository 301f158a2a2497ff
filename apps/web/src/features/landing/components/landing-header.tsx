import { useTranslation } from '@/lib/i18n/use-translation';
import { Link } from '@/lib/router';
import styles from './landing.module.css';

/** Top of the landing page: the word mark and the LOG IN link (decision 001: it opens Sign In). */
export function LandingHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={`${styles.container} ${styles.headerBar}`}>
        <span className={styles.wordmark}>{t('app.name')}</span>
        <Link to="/reeprise" state={{ signIn: true }} className={`${styles.button} ${styles.outlinedLight}`}>
          {t('landing.logIn')}
        </Link>
      </div>
    </header>
  );
}
