import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUser } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAdminUsers } from '../api/users';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type Column } from './admin-table';
import { formatDateTime } from '@/lib/date-time';
import { TableToolbar } from './table-toolbar';
import { CreateUserDialog, EditUserDialog, PasswordDialog } from './user-dialogs';

/** Users: search, Load more, create, edit staff/active/permissions, reset password. */
export function UsersTab() {
  const { t, i18n } = useTranslation('extras');
  const [search, setSearch] = useState('');
  const users = useAdminUsers(useDebouncedValue(search.trim()));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  const columns: Column<AdminUser>[] = [
    { key: 'username', label: t('extras.admin.username'), render: (user) => user.username },
    {
      key: 'flags',
      label: t('extras.admin.users.flags'),
      render: (user) => (
        <Stack direction="row" spacing={0.5}>
          {user.is_staff && <Chip size="small" color="primary" label={t('extras.admin.users.staff')} />}
          <Chip
            size="small"
            variant="outlined"
            color={user.is_active ? 'success' : 'default'}
            label={user.is_active ? t('extras.admin.users.active') : t('extras.admin.users.inactive')}
          />
        </Stack>
      ),
    },
    {
      key: 'permissions',
      label: t('extras.admin.users.permissions'),
      render: (user) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          {user.permissions.map((permission) => (
            <Chip key={permission} size="small" variant="outlined" label={permission} />
          ))}
        </Stack>
      ),
    },
    {
      key: 'created',
      label: t('extras.admin.created'),
      nowrap: true,
      render: (user) => formatDateTime(user.created_at, i18n.language),
    },
  ];

  return (
    <>
      <TableToolbar search={search} onSearch={setSearch} searchLabel={t('extras.admin.users.searchHint')}>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
          {t('extras.admin.users.create')}
        </Button>
      </TableToolbar>
      <AdminTable
        label={t('extras.admin.tabs.users')}
        query={users}
        columns={columns}
        actions={(user) => (
          <>
            <Tooltip title={t('extras.admin.users.edit', { username: user.username })}>
              <IconButton
                size="small"
                aria-label={t('extras.admin.users.edit', { username: user.username })}
                onClick={() => setEditing(user)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('extras.admin.users.resetPasswordOf', { username: user.username })}>
              <IconButton
                size="small"
                aria-label={t('extras.admin.users.resetPasswordOf', { username: user.username })}
                onClick={() => setResetting(user)}
              >
                <KeyIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      {creating && <CreateUserDialog open onClose={() => setCreating(false)} />}
      {editing && <EditUserDialog user={editing} onClose={() => setEditing(null)} />}
      {resetting && <PasswordDialog user={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
