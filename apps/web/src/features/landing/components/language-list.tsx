import { LANGUAGES } from '@reeprise/contract';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLanguageName } from '@/lib/language-names';
import styles from './landing.module.css';
import { LandingSection } from './landing-section';

/** The languages a learner can read in, straight from the contract. */
export function LanguageList() {
  const { t } = useTranslation();
  const languageName = useLanguageName();
  return (
    <LandingSection title={t('landing.languagesTitle')} tinted>
      <ul className={styles.languages}>
        {LANGUAGES.map((language) => (
          <li key={language} className={styles.chip}>
            <span>{languageName(language)}</span>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
