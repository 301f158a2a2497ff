import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ApiError } from '@/lib/api-client';
import {
  preloadEarlyAccessSchemas,
  useCreateEarlyAccessSignup,
  validateEarlyAccessRequest,
} from '../api/create-early-access-signup';
import { OutlinedFieldFrame, helperIdOf, outlinedFieldClasses } from '@/components/ui/outlined-field';
import styles from './early-access-form.module.css';
import { Icon } from './icons';
import landing from './landing.module.css';

/**
 * The early-access e-mail box: posts the address, then thanks the visitor. A plain form rather than
 * react-hook-form and MUI (decision 007), with the same rules: the address is checked on submit
 * with the contract's schema, and again on every change once a submit failed.
 */
export function EarlyAccessForm() {
  const { t } = useTranslation();
  const signup = useCreateEarlyAccessSignup();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // the check's code could not be loaded (offline, or a new release replaced the chunk)
  const [checkFailed, setCheckFailed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  // the server's own words (invalid address, too many tries); a missing endpoint is our problem, not theirs
  const failureMessage = (error: ApiError) =>
    error.status !== 404 && error.detail ? error.detail : t('landing.earlyAccessFailed');

  const check = async (value: string) => {
    try {
      const request = await validateEarlyAccessRequest({ email: value });
      setCheckFailed(false);
      setInvalid(!request);
      return request;
    } catch {
      setCheckFailed(true);
      return undefined;
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setEmail(event.target.value);
    if (submitted) void check(event.target.value);
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const request = await check(email);
    if (request) signup.mutate(request);
    else input.current?.focus();
  };

  if (signup.isSuccess) {
    return (
      <div className={`${styles.alert} ${styles.success}`} role="status">
        <Icon name="successOutlined" />
        <p>{t('landing.earlyAccessThanks')}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('landing.earlyAccessTitle')}
      onSubmit={(event) => void handleSubmit(event)}
      className={styles.form}
    >
      <div className={styles.fields}>
        <OutlinedFieldFrame
          id={`${id}-email`}
          label={t('landing.email')}
          raised={email !== ''}
          invalid={invalid}
          helper={invalid && t('validation.email')}
          className={styles.field}
        >
          <input
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={handleChange}
            onFocus={preloadEarlyAccessSchemas}
            aria-invalid={invalid}
            aria-describedby={invalid ? helperIdOf(`${id}-email`) : undefined}
            className={outlinedFieldClasses.input}
          />
        </OutlinedFieldFrame>
        <button
          type="submit"
          disabled={signup.isPending}
          className={`${landing.button} ${landing.large} ${landing.fullWidth} ${styles.submit}`}
        >
          {t('landing.earlyAccessSubmit')}
        </button>
      </div>
      {(signup.isError || checkFailed) && (
        <div className={`${styles.alert} ${styles.error}`} role="alert">
          <Icon name="errorOutline" />
          <p>{signup.isError ? failureMessage(signup.error) : t('landing.earlyAccessFailed')}</p>
        </div>
      )}
    </form>
  );
}
