import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { WISH_SPACE_NAME_MAX_LENGTH } from '@reeprise/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { Link as RouterLink, useNavigate } from '@/lib/router';
import { z } from 'zod';
import { useNotify } from '@/components/ui/notify-context';
import { useCreateWishSpace } from '../api/create-wish-space';

const FormSchema = z.object({
  name: z.string().trim().min(1, 'required').max(WISH_SPACE_NAME_MAX_LENGTH, 'tooLong'),
});
type Form = z.infer<typeof FormSchema>;

/** Names a new wish space, then opens it to share its upload link. */
export function CreateWishSpaceForm() {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const navigate = useNavigate();
  const create = useCreateWishSpace();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(FormSchema), defaultValues: { name: '' } });
  const { ref, ...field } = register('name');

  const onSubmit = handleSubmit(({ name }) => {
    create.mutate(
      { name },
      {
        onSuccess: (space) => void navigate(`/wishspace/${space.id}`),
        onError: (error) => notify(error.detail ?? t('extras.wishes.createFailed')),
      },
    );
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 560 }}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('extras.wishes.createIntro')}
      </Typography>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        <TextField
          {...field}
          inputRef={ref}
          label={t('extras.wishes.name')}
          required
          autoFocus
          error={Boolean(errors.name)}
          helperText={
            errors.name
              ? errors.name.message === 'required'
                ? t('extras.required')
                : t('extras.tooLong', { count: WISH_SPACE_NAME_MAX_LENGTH })
              : t('extras.wishes.nameHint')
          }
        />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('extras.wishes.createSubmit')}
          </Button>
          <Button component={RouterLink} to="/wishspace">
            {t('extras.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
