import type { AdminWishSpace } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAdminWishSpaces, useDeleteAdminWishSpace } from '../api/wish-spaces';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type Column } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DeleteAction } from './delete-action';
import { formatDateTime } from '@/lib/date-time';
import { TableToolbar } from './table-toolbar';

/** Wish spaces: search and delete (with their wishes and recordings). */
export function WishSpacesTab() {
  const { t, i18n } = useTranslation('extras');
  const [search, setSearch] = useState('');
  const spaces = useAdminWishSpaces(useDebouncedValue(search.trim()));
  const remove = useDeleteAdminWishSpace();
  const [deleting, setDeleting] = useState<AdminWishSpace | null>(null);

  const columns: Column<AdminWishSpace>[] = [
    { key: 'name', label: t('extras.admin.wishSpaces.name'), render: (space) => space.name },
    { key: 'owner', label: t('extras.admin.wishSpaces.owner'), render: (space) => space.owner },
    { key: 'wishes', label: t('extras.admin.wishSpaces.wishes'), render: (space) => space.wish_count },
    {
      key: 'created',
      label: t('extras.admin.created'),
      nowrap: true,
      render: (space) => formatDateTime(space.created_at, i18n.language),
    },
  ];

  return (
    <>
      <TableToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={t('extras.admin.wishSpaces.searchHint')}
      />
      <AdminTable
        label={t('extras.admin.tabs.wishSpaces')}
        query={spaces}
        columns={columns}
        actions={(space) => <DeleteAction name={space.name} onClick={() => setDeleting(space)} />}
      />
      <ConfirmDeleteDialog
        item={deleting}
        title={t('extras.admin.wishSpaces.deleteTitle')}
        body={(space) => t('extras.admin.wishSpaces.deleteBody', { name: space.name })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
