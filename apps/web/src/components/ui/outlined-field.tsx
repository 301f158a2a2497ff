import type { ReactNode } from 'react';
import styles from './outlined-field.module.css';

/** The classes of the control inside a frame: `input`, `select` and the select's `arrow`. */
export const outlinedFieldClasses = { input: styles.input, select: `${styles.input} ${styles.select}`, arrow: styles.arrow };

export const helperIdOf = (id: string) => `${id}-helper-text`;

type FrameProps = {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  /** The label sits in the outline's top edge: the field has a value, is a select, or is small. */
  raised?: boolean;
  /** MUI's size="small" (label always raised). */
  small?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  /** Shown under the field with the id `helperIdOf(id)`; red when `invalid`. */
  helper?: ReactNode;
  /** An icon in front of the control. */
  adornment?: ReactNode;
  className?: string;
  children: ReactNode;
};

/**
 * MUI's outlined TextField in plain CSS around any control: the floating label, the outline with a gap
 * in its top edge for it, the helper line. The control itself takes `outlinedFieldClasses`.
 */
export function OutlinedFieldFrame({
  id,
  label,
  raised,
  small,
  invalid,
  disabled,
  helper,
  adornment,
  className,
  children,
}: FrameProps) {
  const classes = [
    styles.field,
    (raised || small) && styles.raised,
    small && styles.small,
    invalid && styles.invalid,
    disabled && styles.disabled,
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={adornment ? `${styles.inputBox} ${styles.adorned}` : styles.inputBox}>
        {adornment && <span className={styles.adornment}>{adornment}</span>}
        {children}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helper && (
        <p id={helperIdOf(id)} className={styles.helper}>
          {helper}
        </p>
      )}
    </div>
  );
}
