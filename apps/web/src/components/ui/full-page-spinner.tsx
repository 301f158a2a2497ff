import styles from './full-page-spinner.module.css';
import { PlainProgress } from './plain-progress';

/**
 * Shown while we do not know yet who is looking (login status, settings) and while a page's code loads.
 * Plain CSS in MUI's CircularProgress look: it shows before MUI has loaded, and the landing page never loads it.
 */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.frame}>
      <PlainProgress label={label} />
    </div>
  );
}
