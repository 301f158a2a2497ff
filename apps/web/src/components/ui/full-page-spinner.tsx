import styles from './full-page-spinner.module.css';

/**
 * Shown while we do not know yet who is looking (login status, settings) and while a page's code loads.
 * Plain CSS in MUI's CircularProgress look: it shows before MUI has loaded, and the landing page never loads it.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.frame}>
      <span className={styles.spinner} role="progressbar" aria-label={label}>
        <svg viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
