import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BARK_ACCOUNT_NAME_MAX_LENGTH, PaymentUrlSchema, type AdminBarkAccount } from '@reeprise/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useCreateAdminBarkAccount, useUpdateAdminBarkAccount } from '../api/bark-accounts';

type Props = { account: AdminBarkAccount | null; onClose: () => void };

/** Create a bark account (with members), or edit name, credits and top-up URL of one. */
export function BarkAccountDialog({ account, onClose }: Props) {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const create = useCreateAdminBarkAccount();
  const update = useUpdateAdminBarkAccount();
  const [name, setName] = useState(account?.name ?? '');
  const [credits, setCredits] = useState(String(account?.credits ?? 0));
  const [url, setUrl] = useState(account?.top_up_payment_url ?? '');
  const [members, setMembers] = useState('');

  const creditsValue = Number(credits);
  const creditsValid = credits.trim() !== '' && Number.isInteger(creditsValue) && creditsValue >= 0;
  const urlValid = url.trim() === '' || PaymentUrlSchema.safeParse(url.trim()).success;
  const valid = name.trim() !== '' && creditsValid && urlValid;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const fields = { name: name.trim(), credits: creditsValue, top_up_payment_url: url.trim() || null };
    const handlers = {
      onSuccess: () => {
        notify(t('extras.admin.saved'));
        onClose();
      },
      onError: (error: { detail?: string }) => notify(error.detail ?? t('extras.admin.saveFailed')),
    };
    if (account) {
      update.mutate({ id: account.id, ...fields }, handlers);
    } else {
      const usernames = members
        .split(/[\s,]+/)
        .map((member) => member.trim())
        .filter(Boolean);
      create.mutate({ ...fields, members: usernames }, handlers);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle>
          {account
            ? t('extras.admin.accounts.edit', { name: account.name })
            : t('extras.admin.accounts.create')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('extras.admin.accounts.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: BARK_ACCOUNT_NAME_MAX_LENGTH } }}
            />
            <TextField
              label={t('extras.admin.accounts.credits')}
              type="number"
              value={credits}
              onChange={(event) => setCredits(event.target.value)}
              required
              error={!creditsValid}
              helperText={
                creditsValid
                  ? t('extras.admin.accounts.creditsHint')
                  : t('extras.admin.accounts.creditsInvalid')
              }
              slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
            />
            <TextField
              label={t('extras.admin.accounts.url')}
              type="url"
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              error={!urlValid}
              helperText={
                urlValid ? t('extras.admin.accounts.urlHint') : t('extras.admin.accounts.urlInvalid')
              }
            />
            {!account && (
              <TextField
                label={t('extras.admin.members')}
                value={members}
                onChange={(event) => setMembers(event.target.value)}
                helperText={t('extras.admin.accounts.membersHint')}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('extras.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!valid || create.isPending || update.isPending}>
            {t('extras.admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
