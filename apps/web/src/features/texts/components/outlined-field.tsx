import type { ReactNode, Ref } from 'react';
import { ICON_PATHS } from '@/components/ui/plain-icon';
import plain from '@/components/ui/plain.module.css';
import { OutlinedFieldFrame, helperIdOf, outlinedFieldClasses } from '@/components/ui/outlined-field';

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
    <OutlinedFieldFrame
      id={id}
      label={label}
      raised={value !== ''}
      invalid={invalid}
      disabled={disabled}
      helper={helper}
    >
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
        className={outlinedFieldClasses.input}
      />
    </OutlinedFieldFrame>
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
    <OutlinedFieldFrame id={id} label={label} raised invalid={invalid} disabled={disabled} helper={helper}>
      <select
        ref={inputRef as Ref<HTMLSelectElement>}
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid}
        aria-describedby={helper ? helperIdOf(id) : undefined}
        className={outlinedFieldClasses.select}
      >
        {children}
      </select>
      {/* MUI's ArrowDropDown */}
      <svg
        className={`${plain.icon} ${outlinedFieldClasses.arrow}`}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path d={ICON_PATHS.arrowDropDown} />
      </svg>
    </OutlinedFieldFrame>
  );
}
