import type { ReactNode } from 'react';
import styles from './plain.module.css';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The visible label beside the switch. */
  label: ReactNode;
  /** A fuller accessible name than the visible label, e.g. which text it is for. */
  ariaLabel?: string;
  ariaDescribedBy?: string;
  size?: 'small' | 'medium';
  className?: string;
  labelClassName?: string;
};

/** MUI's Switch (small by default) in a FormControlLabel, in plain CSS: a native checkbox with role switch. */
export function PlainSwitch({
  checked,
  onChange,
  disabled,
  label,
  ariaLabel,
  ariaDescribedBy,
  size = 'small',
  className,
  labelClassName,
}: Props) {
  return (
    <label
      className={[styles.switchLabel, disabled ? styles.disabled : '', className].filter(Boolean).join(' ')}
    >
      <span className={size === 'medium' ? `${styles.switch} ${styles.switchMedium}` : styles.switch}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switchInput}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-label={ariaLabel}
          aria-describedby={ariaDescribedBy}
        />
        <span className={styles.switchBase}>
          <span className={styles.switchThumb} />
        </span>
        <span className={styles.switchTrack} />
      </span>
      <span className={[styles.switchText, labelClassName].filter(Boolean).join(' ')}>{label}</span>
    </label>
  );
}
