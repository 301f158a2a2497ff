import type { ReactNode } from 'react';
import styles from './landing.module.css';

/** One band of the landing page with its heading. */
export function LandingSection({
  title,
  tinted,
  children,
}: {
  title: string;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={tinted ? `${styles.section} ${styles.tinted}` : styles.section}>
      <div className={styles.container}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
