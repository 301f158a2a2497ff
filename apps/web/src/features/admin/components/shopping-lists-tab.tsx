import GroupIcon from '@mui/icons-material/Group';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AdminShoppingList } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import {
  useAddShoppingListMember,
  useAdminShoppingLists,
  useRemoveShoppingListMember,
} from '../api/shopping-lists';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type Column } from './admin-table';
import { formatDateTime } from '@/lib/date-time';
import { MembersDialog } from './members-dialog';
import { TableToolbar } from './table-toolbar';

/** Shopping lists: search by member, share with or take from a user. */
export function ShoppingListsTab() {
  const { t, i18n } = useTranslation('extras');
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const lists = useAdminShoppingLists(useDebouncedValue(search.trim()));
  const addMember = useAddShoppingListMember();
  const removeMember = useRemoveShoppingListMember();
  const [membersOf, setMembersOf] = useState<number | null>(null);
  const membersList = lists.data?.pages.flatMap((page) => page.results).find((list) => list.id === membersOf);
  const onError = (error: { detail?: string }) => notify(error.detail ?? t('extras.admin.saveFailed'));
  const listName = (id: number) => t('extras.admin.lists.name', { id });

  const columns: Column<AdminShoppingList>[] = [
    { key: 'id', label: t('extras.admin.lists.list'), nowrap: true, render: (list) => listName(list.id) },
    { key: 'members', label: t('extras.admin.members'), render: (list) => list.members.join(', ') || '—' },
    { key: 'entries', label: t('extras.admin.lists.entries'), render: (list) => list.entry_count },
    {
      key: 'updated',
      label: t('extras.admin.lists.updated'),
      nowrap: true,
      render: (list) => formatDateTime(list.updated_at, i18n.language),
    },
  ];

  return (
    <>
      <TableToolbar search={search} onSearch={setSearch} searchLabel={t('extras.admin.lists.searchHint')} />
      <AdminTable
        label={t('extras.admin.tabs.shoppingLists')}
        query={lists}
        columns={columns}
        actions={(list) => (
          <Tooltip title={t('extras.admin.membersOf', { name: listName(list.id) })}>
            <IconButton
              size="small"
              aria-label={t('extras.admin.membersOf', { name: listName(list.id) })}
              onClick={() => setMembersOf(list.id)}
            >
              <GroupIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      />
      <MembersDialog
        title={t('extras.admin.membersOf', { name: membersOf ? listName(membersOf) : '' })}
        members={membersList?.members ?? null}
        busy={addMember.isPending || removeMember.isPending}
        onAdd={(username) => addMember.mutateAsync({ id: membersOf ?? 0, username }, { onError })}
        onRemove={(username) => removeMember.mutate({ id: membersOf ?? 0, username }, { onError })}
        onClose={() => setMembersOf(null)}
      />
    </>
  );
}
