import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EarlyAccessRequestSchema } from '@reeprise/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@/lib/api-client';
import { useCreateEarlyAccessSignup } from '../api/create-early-access-signup';

/** The early-access e-mail box: posts the address, then thanks the visitor. */
export function EarlyAccessForm() {
  const { t } = useTranslation();
  const signup = useCreateEarlyAccessSignup();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(EarlyAccessRequestSchema), defaultValues: { email: '' } });
  const { ref, ...emailField } = register('email');

  // the server's own words (invalid address, too many tries); a missing endpoint is our problem, not theirs
  const failureMessage = (error: ApiError) =>
    error.status !== 404 && error.detail ? error.detail : t('landing.earlyAccessFailed');

  if (signup.isSuccess) {
    return (
      <Alert severity="success" role="status">
        {t('landing.earlyAccessThanks')}
      </Alert>
    );
  }

  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('landing.earlyAccessTitle')}
      onSubmit={handleSubmit((values) => signup.mutate(values))}
      spacing={1.5}
    >
      <Stack spacing={1.5}>
        <TextField
          {...emailField}
          inputRef={ref}
          type="email"
          label={t('landing.email')}
          autoComplete="email"
          fullWidth
          error={Boolean(errors.email)}
          helperText={errors.email ? t('validation.email') : undefined}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={signup.isPending}
          fullWidth
          sx={{ height: 52 }}
        >
          {t('landing.earlyAccessSubmit')}
        </Button>
      </Stack>
      {signup.isError && <Alert severity="error">{failureMessage(signup.error)}</Alert>}
    </Stack>
  );
}
