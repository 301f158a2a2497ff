import { LANGUAGE_LABELS, LANGUAGES } from '@reeprise/contract';
import { useTranslation } from 'react-i18next';
import styles from './landing.module.css';
import { LandingSection } from './landing-section';

/** The languages a learner can read in, straight from the contract. */
export function LanguageList() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.languagesTitle')} tinted>
      <ul className={styles.languages}>
        {LANGUAGES.map((language) => (
          <li key={language} className={styles.chip}>
            <span>{LANGUAGE_LABELS[language]}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
