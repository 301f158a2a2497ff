import type { AdminBark } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAdminBarks, useDeleteAdminBark } from '../api/barks';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type Column } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DeleteAction } from './delete-action';
import { formatDateTime } from '@/lib/date-time';
import { TableToolbar } from './table-toolbar';

/** Barks (map pins): search and delete. */
export function BarksTab() {
  const { t, i18n } = useTranslation('extras');
  const [search, setSearch] = useState('');
  const barks = useAdminBarks(useDebouncedValue(search.trim()));
  const remove = useDeleteAdminBark();
  const [deleting, setDeleting] = useState<AdminBark | null>(null);

  const columns: Column<AdminBark>[] = [
    { key: 'title', label: t('extras.admin.barks.title'), render: (bark) => bark.title },
    { key: 'note', label: t('extras.admin.barks.note'), render: (bark) => bark.note || '—' },
    { key: 'account', label: t('extras.admin.barks.account'), render: (bark) => bark.account_name },
    { key: 'creator', label: t('extras.admin.barks.creator'), render: (bark) => bark.creator ?? '—' },
    {
      key: 'position',
      label: t('extras.admin.barks.position'),
      nowrap: true,
      render: (bark) => `${bark.latitude.toFixed(4)}, ${bark.longitude.toFixed(4)}`,
    },
    {
      key: 'created',
      label: t('extras.admin.created'),
      nowrap: true,
      render: (bark) => formatDateTime(bark.created_at, i18n.language),
    },
  ];

  return (
    <>
      <TableToolbar search={search} onSearch={setSearch} searchLabel={t('extras.admin.barks.searchHint')} />
      <AdminTable
        label={t('extras.admin.tabs.barks')}
        query={barks}
        columns={columns}
        actions={(bark) => <DeleteAction name={bark.title} onClick={() => setDeleting(bark)} />}
      />
      <ConfirmDeleteDialog
        item={deleting}
        title={t('extras.admin.barks.deleteTitle')}
        body={(bark) => t('extras.admin.barks.deleteBody', { name: bark.title })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
