import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import disclosure from '@/components/ui/expand-icon.module.css';
import styles from './faq-section.module.css';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

const QUESTIONS = [
  { id: 'faq1', question: 'landing.faq1Question', answer: 'landing.faq1Answer' },
  { id: 'faq2', question: 'landing.faq2Question', answer: 'landing.faq2Answer' },
  { id: 'faq3', question: 'landing.faq3Question', answer: 'landing.faq3Answer' },
  { id: 'faq4', question: 'landing.faq4Question', answer: 'landing.faq4Answer' },
] as const;

/** One question of the accordion: a heading's button opens the answer below it (WAI-ARIA accordion). */
function FaqItem({ item }: { item: (typeof QUESTIONS)[number] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <div className={expanded ? `${styles.item} ${styles.expanded}` : styles.item}>
      <h3 className={styles.heading}>
        <button
          type="button"
          id={`${item.id}-header`}
          aria-controls={`${item.id}-content`}
          aria-expanded={expanded}
          className={styles.summary}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className={styles.question}>{t(item.question)}</span>
          <span className={disclosure.expandIcon}>
            <Icon name="expandMore" />
          </span>
        </button>
      </h3>
      <div
        id={`${item.id}-content`}
        role="region"
        aria-labelledby={`${item.id}-header`}
        className={styles.panel}
      >
        <div className={styles.panelInner}>
          <p className={styles.answer}>{t(item.answer)}</p>
        </div>
      </div>
    </div>
  );
}

export function FaqSection() {
  const { t } = useTranslation();
  return (
    <LandingSection title={t('landing.faqTitle')} tinted>
      <div className={styles.list}>
        {QUESTIONS.map((item) => (
          <FaqItem key={item.id} item={item} />
        ))}
      </div>
    </LandingSection>
  );
}
