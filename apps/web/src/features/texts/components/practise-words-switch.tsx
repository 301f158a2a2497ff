import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainSwitch } from '@/components/ui/plain-switch';
import styles from './create-text-form.module.css';

type Props = { checked: boolean; onChange: (checked: boolean) => void; disabled: boolean };

/** "Practise my words" (issue 16): off by default, the text then works in up to 8 due or weakest words. */
export function PractiseWordsSwitch({ checked, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <div className={styles.practise}>
      <PlainSwitch
        size="medium"
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        label={t('learning.practice.option')}
        labelClassName={styles.switchText}
        ariaDescribedBy={hintId}
      />
      <p id={hintId} className={styles.practiseHint}>
        {t('learning.practice.optionHint')}
      </p>
    </div>
  );
}
