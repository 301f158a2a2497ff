import type { AdminEarlyAccess } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useAdminEarlyAccess } from '../api/early-access';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type Column } from './admin-table';
import { formatDateTime } from '@/lib/date-time';
import { TableToolbar } from './table-toolbar';

/** The early-access addresses, searchable. */
export function EarlyAccessTab() {
  const { t, i18n } = useTranslation('extras');
  const [search, setSearch] = useState('');
  const addresses = useAdminEarlyAccess(useDebouncedValue(search.trim()));
  const columns: Column<AdminEarlyAccess>[] = [
    { key: 'email', label: t('extras.admin.earlyAccess.email'), render: (row) => row.email },
    {
      key: 'created',
      label: t('extras.admin.created'),
      nowrap: true,
      render: (row) => formatDateTime(row.created_at, i18n.language),
    },
  ];
  return (
    <>
      <TableToolbar
        search={search}
        onSearch={setSearch}
        searchLabel={t('extras.admin.earlyAccess.searchHint')}
      />
      <AdminTable label={t('extras.admin.tabs.earlyAccess')} query={addresses} columns={columns} />
    </>
  );
}
