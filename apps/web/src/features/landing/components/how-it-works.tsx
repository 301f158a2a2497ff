import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './landing.module.css';
import { LandingSection } from './landing-section';

const STEPS = [
  { title: 'landing.step1Title', body: 'landing.step1Body' },
  { title: 'landing.step2Title', body: 'landing.step2Body' },
  { title: 'landing.step3Title', body: 'landing.step3Body' },
] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.stepsTitle')}>
      <div className={`${styles.columns} ${styles.steps}`}>
        {STEPS.map((step, index) => (
          <div key={step.title}>
            <div className={styles.stepNumber}>{index + 1}</div>
            <h3 className={styles.stepTitle}>{t(step.title)}</h3>
            <p className={`${styles.secondaryText} ${styles.stepBody}`}>{t(step.body)}</p>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
