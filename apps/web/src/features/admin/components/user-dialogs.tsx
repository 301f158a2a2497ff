import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH, type AdminUser } from '@reeprise/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useCreateAdminUser, useSetAdminUserPassword, useUpdateAdminUser } from '../api/users';
import { knownPermissions, PermissionCheckboxes, type Permission } from './permission-checkboxes';

/** Create a user: name, first password, staff flag and permissions. */
export function CreateUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const create = useCreateAdminUser();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isStaff, setIsStaff] = useState(false);
  const [permissions, setPermissions] = useState<Permission[]>([]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { username: username.trim(), password, is_staff: isStaff, permissions },
      {
        onSuccess: (user) => {
          notify(t('extras.admin.users.created', { username: user.username }));
          onClose();
        },
        onError: (error) => notify(error.detail ?? t('extras.admin.saveFailed')),
      },
    );
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit}>
        <DialogTitle>{t('extras.admin.users.create')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('extras.admin.username')}
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: USERNAME_MAX_LENGTH } }}
            />
            <TextField
              label={t('extras.admin.users.password')}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
              slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
            />
            <FormControlLabel
              control={<Switch checked={isStaff} onChange={(event) => setIsStaff(event.target.checked)} />}
              label={t('extras.admin.users.staff')}
            />
            <PermissionCheckboxes value={permissions} onChange={setPermissions} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('extras.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending || !username.trim() || !password}
          >
            {t('extras.admin.users.createSubmit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Edit staff, active and permissions of one user. */
export function EditUserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const update = useUpdateAdminUser();
  const [isStaff, setIsStaff] = useState(user.is_staff);
  const [isActive, setIsActive] = useState(user.is_active);
  const [permissions, setPermissions] = useState<Permission[]>(knownPermissions(user.permissions));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // only what changed: the server refuses a change to one's own staff or active flag
    const patch = {
      ...(isStaff !== user.is_staff ? { is_staff: isStaff } : {}),
      ...(isActive !== user.is_active ? { is_active: isActive } : {}),
      permissions,
    };
    update.mutate(
      { id: user.id, ...patch },
      {
        onSuccess: () => {
          notify(t('extras.admin.saved'));
          onClose();
        },
        onError: (error) => notify(error.detail ?? t('extras.admin.saveFailed')),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit}>
        <DialogTitle>{t('extras.admin.users.edit', { username: user.username })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1} sx={{ pt: 1 }}>
            <FormControlLabel
              control={<Switch checked={isStaff} onChange={(event) => setIsStaff(event.target.checked)} />}
              label={t('extras.admin.users.staff')}
            />
            <FormControlLabel
              control={<Switch checked={isActive} onChange={(event) => setIsActive(event.target.checked)} />}
              label={t('extras.admin.users.active')}
            />
            <PermissionCheckboxes value={permissions} onChange={setPermissions} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('extras.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {t('extras.admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Set a new password; every session of the user ends. */
export function PasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  const setPassword = useSetAdminUserPassword();
  const [password, setValue] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPassword.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          notify(t('extras.admin.users.passwordChanged', { username: user.username }));
          onClose();
        },
        onError: (error) => notify(error.detail ?? t('extras.admin.saveFailed')),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={handleSubmit}>
        <DialogTitle>{t('extras.admin.users.resetPassword')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('extras.admin.users.resetHint', { username: user.username })}
          </DialogContentText>
          <TextField
            label={t('extras.admin.users.newPassword')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setValue(event.target.value)}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: PASSWORD_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('extras.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={setPassword.isPending || !password}>
            {t('extras.admin.users.setPassword')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
