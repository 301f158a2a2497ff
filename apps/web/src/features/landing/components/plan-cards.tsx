import type { MouseEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { EARLY_ACCESS_ID, goToEarlyAccess } from './early-access-anchor';
import { Icon } from './icons';
import styles from './landing.module.css';
import { LandingSection } from './landing-section';

const FEATURES = ['landing.planFeature1', 'landing.planFeature2', 'landing.planFeature3'] as const;
// the spec shows three identical placeholder plans
const PLAN_SLOTS = [1, 2, 3] as const;

function handleJoin(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  goToEarlyAccess();
}

function PlanCard() {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <div className={styles.cardContent}>
        <h3 className={styles.planName}>{t('landing.planName')}</h3>
        <p className={styles.planPrice}>{t('landing.planPrice')}</p>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature}>
              <Icon name="check" />
              <span className={`${styles.feature} ${styles.small}`}>{t(feature)}</span>
            </li>
          ))}
        </ul>
        <p className={`${styles.secondaryText} ${styles.small}`}>{t('landing.guarantee')}</p>
      </div>
      <div className={styles.cardActions}>
        {/* plans are placeholders: joining means asking for early access (issue 14) */}
        <a
          href={`#${EARLY_ACCESS_ID}`}
          onClick={handleJoin}
          className={`${styles.button} ${styles.contained} ${styles.large} ${styles.fullWidth}`}
        >
          {t('landing.planJoin')}
        </a>
      </div>
    </div>
  );
}

export function PlanCards() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.plansTitle')}>
      <div className={`${styles.columns} ${styles.plans}`}>
        {PLAN_SLOTS.map((slot) => (
          <PlanCard key={slot} />
        ))}
      </div>
    </LandingSection>
  );
}
