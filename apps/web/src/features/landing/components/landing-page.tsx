import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FaqSection } from './faq-section';
import { HowItWorks } from './how-it-works';
import styles from './landing.module.css';
import { LandingHeader } from './landing-header';
import { LandingHero } from './landing-hero';
import { LanguageList } from './language-list';
import { PlanCards } from './plan-cards';

/** The public home page a logged-out visitor sees at /reeprise; plain CSS, no MUI (decision 007). */
export function LandingPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `Reeprise · ${t('landing.pitch')}`;
  }, [t]);
  return (
    <div className={styles.page}>
      <LandingHeader />
      <main>
        <LandingHero />
        <HowItWorks />
        <LanguageList />
        <PlanCards />
        <FaqSection />
      </main>
      <footer className={styles.footer}>
        <p className={styles.small}>{t('landing.footer')}</p>
      </footer>
    </div>
  );
}
