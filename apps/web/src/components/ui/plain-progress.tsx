import styles from './progress.module.css';

/** MUI's indeterminate CircularProgress in plain CSS. */
export function PlainProgress({ size = 40, label }: { size?: number; label: string }) {
  return (
    <span
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      style={{ width: size, height: size }}
    >
      <svg viewBox="22 22 44 44" width={size} height={size} aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
