import { useId, type ReactNode } from 'react';
import { LearningIcon } from '@/components/ui/learning-icon';
import styles from './small-field.module.css';

type Common = { label: string; value: string; onChange: (value: string) => void; className?: string };

/** The label, and the outline with a gap in its top edge for it, around a control. */
function Frame({
  id,
  label,
  className,
  adornment,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  adornment?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
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
    </div>
  );
}

/** MUI's small outlined native select (TextField select, label raised) in plain CSS. */
export function SmallSelect({
  label,
  value,
  onChange,
  className,
  children,
}: Common & { children: ReactNode }) {
  const id = useId();
  return (
    <Frame id={id} label={label} className={className}>
      <select
        id={id}
        className={`${styles.input} ${styles.select}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <LearningIcon name="arrowDropDown" className={styles.arrow} />
    </Frame>
  );
}

/** MUI's small outlined search field with a magnifier in front, label raised, in plain CSS. */
export function SmallSearchField({
  label,
  value,
  onChange,
  className,
  placeholder,
  maxLength,
}: Common & { placeholder?: string; maxLength?: number }) {
  const id = useId();
  return (
    <Frame id={id} label={label} className={className} adornment={<LearningIcon name="search" />}>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </Frame>
  );
}
