import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LoginRequestSchema, type LoginRequest } from '@reeprise/contract';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';
import { PasswordField } from './password-field';

const USERNAME_MAX = LoginRequestSchema.shape.username.maxLength ?? Infinity;
const PASSWORD_MAX = LoginRequestSchema.shape.password.maxLength ?? Infinity;
const FIELDS = ['username', 'password'] as const;
// a field's message (a wrong password, too many attempts, the server unreachable) appears only with an
// error: as an alert, a screen reader says it at once, wherever focus is (WCAG 4.1.3)
const ANNOUNCED = { formHelperText: { role: 'alert' } } as const;

/** The Sign In form; after a successful login the whoami cache says "logged in" and the app appears. */
export function SignInForm() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginRequestSchema), defaultValues: { username: '', password: '' } });
  const loginMutation = useLogin();
  // MUI wants react-hook-form's ref on the <input>, not on the field's wrapper
  const { ref: usernameRef, ...usernameField } = register('username');
  const { ref: passwordRef, ...passwordField } = register('password');

  // zod's issue code tells us which rule failed; the text comes from our translations
  const fieldMessage = (error: FieldError | undefined, max: number) => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('validation.required');
    if (error.type === 'too_big') return t('validation.maxLength', { count: max });
    return error.message;
  };

  const showFailure = (error: ApiError) => {
    const fieldErrors = error.status === 400 ? error.body?.errors : undefined;
    const fieldsWithErrors = FIELDS.filter((field) => fieldErrors?.[field]?.length);
    if (fieldsWithErrors.length > 0) {
      for (const field of fieldsWithErrors) {
        setError(field, { type: 'server', message: fieldErrors?.[field]?.join(' ') });
      }
      return;
    }
    let message: string;
    if (error.status === 429) message = error.detail ?? t('auth.loginFailed');
    else if (error.status === 0 || error.status >= 500) message = t('auth.unreachable');
    else message = t('auth.loginFailed');
    setError('password', { type: 'server', message }, { shouldFocus: false });
  };

  const onSubmit = (values: LoginRequest) => {
    loginMutation.mutate(values, { onError: showFailure });
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <TextField
        {...usernameField}
        inputRef={usernameRef}
        label={t('auth.username')}
        autoComplete="username"
        autoFocus
        required
        fullWidth
        error={Boolean(errors.username)}
        helperText={fieldMessage(errors.username, USERNAME_MAX)}
        slotProps={ANNOUNCED}
      />
      <PasswordField
        {...passwordField}
        inputRef={passwordRef}
        label={t('auth.password')}
        autoComplete="current-password"
        required
        fullWidth
        error={Boolean(errors.password)}
        helperText={fieldMessage(errors.password, PASSWORD_MAX)}
        slotProps={ANNOUNCED}
      />
      <Button type="submit" variant="contained" size="large" disabled={loginMutation.isPending}>
        {t('auth.logIn')}
      </Button>
    </Stack>
  );
}
