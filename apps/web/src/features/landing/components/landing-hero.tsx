import { useTranslation } from '@/lib/i18n/use-translation';
import { EARLY_ACCESS_ID } from './early-access-anchor';
import { EarlyAccessForm } from './early-access-form';
import { Icon } from './icons';
import styles from './landing.module.css';

/** Product name, pitch, the early-access box and the money-back guarantee. */
export function LandingHero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero}>
      <div className={`${styles.container} ${styles.heroGrid}`}>
        <div>
          <h1 className={styles.title}>{t('app.name')}</h1>
          <p className={styles.pitch}>{t('landing.pitch')}</p>
          <p className={styles.pitchDetail}>{t('landing.pitchDetail')}</p>
          <div className={styles.guarantee}>
            <Icon name="verifiedUser" />
            <div>
              <p className={styles.guaranteeTitle}>{t('landing.guarantee')}</p>
              <p className={styles.guaranteeDetail}>{t('landing.guaranteeDetail')}</p>
            </div>
          </div>
        </div>
        {/* focusable by script only: the JOIN NOW buttons land here once the address was sent */}
        <div id={EARLY_ACCESS_ID} tabIndex={-1} className={styles.signupCard}>
          <h2 className={styles.signupTitle}>{t('landing.earlyAccessTitle')}</h2>
          <p className={styles.signupHint}>{t('landing.earlyAccessHint')}</p>
          <EarlyAccessForm />
        </div>
      </div>
    </section>
  );
}
