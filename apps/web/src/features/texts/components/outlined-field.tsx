import type { ReactNode, Ref } from 'react';
import { ICON_PATHS } from '@/components/ui/plain-icon';
import plain from '@/components/ui/plain.module.css';
import styles from './create-text-form.module.css';

type Common = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Shown under the field; red when `invalid`. */
  helper?: ReactNode;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement | HTMLSelectElement>;
};

const helperIdOf = (id: string) => `${id}-helper-text`;

/** What both fields share: the floating label, the notched outline around the control, the helper line. */
function FieldFrame({
  id,
  label,
  raised,
  invalid,
  disabled,
  helper,
  children,
}: Pick<Common, 'id' | 'label' | 'invalid' | 'disabled' | 'helper'> & { raised: boolean; children: ReactNode }) {
  const className = [styles.field, raised && styles.raised, invalid && styles.invalid, disabled && styles.disabled]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputBox}>
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

/** MUI's outlined TextField in plain CSS: a floating label, the notched outline, a helper line. */
export function OutlinedTextField({
  id,
  name,
  label,
  value,
  onChange,
  disabled,
  helper,
  invalid,
  inputRef,
  placeholder,
}: Common & { placeholder?: string }) {
  return (
    <FieldFrame id={id} label={label} raised={value !== ''} invalid={invalid} disabled={disabled} helper={helper}>
      <input
        ref={inputRef as Ref<HTMLInputElement>}
        id={id}
        name={name}
        type="text"
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={helper ? helperIdOf(id) : undefined}
        className={styles.input}
      />
    </FieldFrame>
  );
}

/** MUI's outlined TextField with a native select (the phone's own picker), its label always raised. */
export function OutlinedSelect({
  id,
  name,
  label,
  value,
  onChange,
  disabled,
  helper,
  invalid,
  inputRef,
  children,
}: Common & { children: ReactNode }) {
  return (
    <FieldFrame id={id} label={label} raised invalid={invalid} disabled={disabled} helper={helper}>
      <select
        ref={inputRef as Ref<HTMLSelectElement>}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={helper ? helperIdOf(id) : undefined}
        className={`${styles.input} ${styles.select}`}
      >
        {children}
      </select>
      {/* MUI's ArrowDropDown */}
      <svg className={`${plain.icon} ${styles.arrow}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={ICON_PATHS.arrowDropDown} />
      </svg>
    </FieldFrame>
  );
}
