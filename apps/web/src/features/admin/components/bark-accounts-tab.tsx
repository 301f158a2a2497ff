import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import GroupIcon from '@mui/icons-material/Group';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { AdminBarkAccount } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import {
  useAddBarkAccountMember,
  useAdminBarkAccounts,
  useDeleteAdminBarkAccount,
  useRemoveBarkAccountMember,
} from '../api/bark-accounts';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type Column } from './admin-table';
import { BarkAccountDialog } from './bark-account-dialog';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { MembersDialog } from './members-dialog';
import { TableToolbar } from './table-toolbar';

/** Bark accounts: create, edit name/credits/URL, members, delete. */
export function BarkAccountsTab() {
  const { t, i18n } = useTranslation('extras');
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const accounts = useAdminBarkAccounts(useDebouncedValue(search.trim()));
  const addMember = useAddBarkAccountMember();
  const removeMember = useRemoveBarkAccountMember();
  const remove = useDeleteAdminBarkAccount();
  const [editing, setEditing] = useState<AdminBarkAccount | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminBarkAccount | null>(null);

  const rows = accounts.data?.pages.flatMap((page) => page.results) ?? [];
  const membersAccount = rows.find((account) => account.id === membersOf) ?? null;
  const euros = new Intl.NumberFormat(i18n.language === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'EUR',
  });
  const onError = (error: { detail?: string }) => notify(error.detail ?? t('extras.admin.saveFailed'));

  const columns: Column<AdminBarkAccount>[] = [
    { key: 'name', label: t('extras.admin.accounts.name'), render: (account) => account.name },
    {
      key: 'balance',
      label: t('extras.admin.accounts.balance'),
      nowrap: true,
      render: (account) => `${euros.format(account.credits / 100)} (${account.credits})`,
    },
    {
      key: 'url',
      label: t('extras.admin.accounts.url'),
      render: (account) =>
        account.top_up_payment_url ? (
          <Link href={account.top_up_payment_url} target="_blank" rel="noopener noreferrer">
            {account.top_up_payment_url}
          </Link>
        ) : (
          '—'
        ),
    },
    {
      key: 'members',
      label: t('extras.admin.members'),
      render: (account) => account.members.join(', ') || '—',
    },
    { key: 'barks', label: t('extras.admin.accounts.barks'), render: (account) => account.bark_count },
  ];

  return (
    <>
      <TableToolbar search={search} onSearch={setSearch} searchLabel={t('extras.admin.accounts.searchHint')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
          {t('extras.admin.accounts.create')}
        </Button>
      </TableToolbar>
      <AdminTable
        label={t('extras.admin.tabs.barkAccounts')}
        query={accounts}
        columns={columns}
        actions={(account) => (
          <>
            <Tooltip title={t('extras.admin.accounts.edit', { name: account.name })}>
              <IconButton
                size="small"
                aria-label={t('extras.admin.accounts.edit', { name: account.name })}
                onClick={() => setEditing(account)}
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('extras.admin.membersOf', { name: account.name })}>
              <IconButton
                size="small"
                aria-label={t('extras.admin.membersOf', { name: account.name })}
                onClick={() => setMembersOf(account.id)}
              >
                <GroupIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('extras.admin.delete')}>
              <IconButton
                size="small"
                color="error"
                aria-label={t('extras.admin.deleteNamed', { name: account.name })}
                onClick={() => setDeleting(account)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      {editing && (
        <BarkAccountDialog account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <MembersDialog
        title={t('extras.admin.membersOf', { name: membersAccount?.name ?? '' })}
        members={membersAccount?.members ?? null}
        busy={addMember.isPending || removeMember.isPending}
        onAdd={(username) => addMember.mutateAsync({ id: membersOf ?? 0, username }, { onError })}
        onRemove={(username) => removeMember.mutate({ id: membersOf ?? 0, username }, { onError })}
        onClose={() => setMembersOf(null)}
      />
      <ConfirmDeleteDialog
        item={deleting}
        title={t('extras.admin.accounts.deleteTitle')}
        body={(account) => t('extras.admin.accounts.deleteBody', { name: account.name })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
