import { useId, type ReactNode } from 'react';
import { LearningIcon } from '@/components/ui/learning-icon';
import { OutlinedFieldFrame, outlinedFieldClasses } from '@/components/ui/outlined-field';

type Common = { label: string; value: string; onChange: (value: string) => void; className?: string };

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
    <OutlinedFieldFrame id={id} label={label} small className={className}>
      <select
        id={id}
        className={outlinedFieldClasses.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <LearningIcon name="arrowDropDown" className={outlinedFieldClasses.arrow} />
    </OutlinedFieldFrame>
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
    <OutlinedFieldFrame id={id} label={label} small className={className} adornment={<LearningIcon name="search" />}>
      <input
        id={id}
        type="search"
        className={outlinedFieldClasses.input}
        value={value}
        placeholder={placeholder}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
      />
    </OutlinedFieldFrame>
  );
}
