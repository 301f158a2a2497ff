import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BARK_NOTE_MAX_LENGTH, BARK_TITLE_MAX_LENGTH, type BarkAccount } from '@reeprise/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { useNotify } from '@/components/ui/notify-context';
import { useCreateBark } from '../api/create-bark';

const AddBarkFormSchema = z.object({
  account_id: z.string().min(1, 'account'),
  title: z.string().trim().min(1, 'title').max(BARK_TITLE_MAX_LENGTH, 'titleLength'),
  note: z.string().trim().max(BARK_NOTE_MAX_LENGTH, 'noteLength'),
});
type AddBarkForm = z.infer<typeof AddBarkFormSchema>;

type Props = {
  position: { lat: number; lng: number } | null;
  accounts: BarkAccount[];
  onClose: () => void;
};

/** The small form behind a click on the map: account, title, note. */
export function AddBarkDialog({ position, accounts, onClose }: Props) {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const create = useCreateBark();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AddBarkForm>({
    resolver: zodResolver(AddBarkFormSchema),
    defaultValues: { account_id: accounts.length === 1 ? String(accounts[0]?.id) : '', title: '', note: '' },
  });

  const onSubmit = handleSubmit((values) => {
    if (!position) return;
    create.mutate(
      {
        account_id: Number(values.account_id),
        title: values.title,
        note: values.note,
        latitude: position.lat,
        longitude: position.lng,
      },
      {
        onSuccess: () => {
          notify(t('extras.map.added'));
          onClose();
        },
        onError: (error) => notify(error.detail ?? t('extras.map.addFailed')),
      },
    );
  });

  const title = register('title');
  const note = register('note');
  return (
    <Dialog open={position !== null} onClose={onClose} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('extras.map.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {position && (
              <Typography variant="body2" color="text.secondary">
                {t('extras.map.position', { lat: position.lat.toFixed(5), lng: position.lng.toFixed(5) })}
              </Typography>
            )}
            <Controller
              name="account_id"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  label={t('extras.map.account')}
                  required
                  error={Boolean(errors.account_id)}
                  helperText={errors.account_id ? t('extras.map.accountRequired') : undefined}
                >
                  {accounts.map((account) => (
                    <MenuItem key={account.id} value={String(account.id)}>
                      {account.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...title}
              inputRef={title.ref}
              label={t('extras.map.barkTitle')}
              required
              autoFocus
              error={Boolean(errors.title)}
              helperText={
                errors.title
                  ? errors.title.message === 'title'
                    ? t('extras.map.titleRequired')
                    : t('extras.tooLong', { count: BARK_TITLE_MAX_LENGTH })
                  : undefined
              }
            />
            <TextField
              {...note}
              inputRef={note.ref}
              label={t('extras.map.note')}
              multiline
              minRows={2}
              error={Boolean(errors.note)}
              helperText={errors.note ? t('extras.tooLong', { count: BARK_NOTE_MAX_LENGTH }) : undefined}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('extras.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('extras.map.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
