import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { LANGUAGE_SHORT_CODES, type AdminText } from '@reeprise/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useAdminTexts, useDeleteAdminText, useUnpublishAdminText } from '../api/texts';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminTable, type Column } from './admin-table';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { formatDateTime } from '@/lib/date-time';
import { TableToolbar } from './table-toolbar';

/**
 * Public texts: search, unpublish, delete with their chapters and vocabulary usages. Learners' private
 * texts are not listed (the server leaves them out).
 */
export function TextsTab() {
  const { t, i18n } = useTranslation('extras');
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const texts = useAdminTexts(useDebouncedValue(search.trim()));
  const unpublish = useUnpublishAdminText();
  const remove = useDeleteAdminText();
  const [deleting, setDeleting] = useState<AdminText | null>(null);

  const handleUnpublish = (text: AdminText) =>
    unpublish.mutate(text.id, {
      onSuccess: () => notify(t('extras.admin.texts.unpublished')),
      onError: (error) => notify(error.detail ?? t('extras.admin.saveFailed')),
    });

  const columns: Column<AdminText>[] = [
    { key: 'topic', label: t('extras.admin.texts.topic'), render: (text) => text.topic || '—' },
    { key: 'creator', label: t('extras.admin.texts.creator'), render: (text) => text.creator },
    {
      key: 'language',
      label: t('extras.admin.texts.language'),
      nowrap: true,
      render: (text) => `${LANGUAGE_SHORT_CODES[text.language]} · ${text.level}`,
    },
    { key: 'status', label: t('extras.admin.texts.status'), render: (text) => text.status },
    {
      key: 'public',
      label: t('extras.admin.texts.visibility'),
      render: (text) =>
        text.publicly_visible ? (
          <Chip size="small" color="primary" label={t('extras.admin.texts.public')} />
        ) : (
          <Chip size="small" variant="outlined" label={t('extras.admin.texts.private')} />
        ),
    },
    { key: 'views', label: t('extras.admin.texts.views'), render: (text) => text.view_count },
    {
      key: 'created',
      label: t('extras.admin.created'),
      nowrap: true,
      render: (text) => formatDateTime(text.created_at, i18n.language),
    },
  ];

  return (
    <>
      <TableToolbar search={search} onSearch={setSearch} searchLabel={t('extras.admin.texts.searchHint')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('extras.admin.texts.publicOnly')}
      </Typography>
      <AdminTable
        label={t('extras.admin.tabs.texts')}
        query={texts}
        columns={columns}
        actions={(text) => (
          <>
            <Tooltip title={t('extras.admin.texts.unpublish')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t('extras.admin.texts.unpublishNamed', { topic: text.topic })}
                  disabled={!text.publicly_visible || unpublish.isPending}
                  onClick={() => handleUnpublish(text)}
                >
                  <VisibilityOffIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t('extras.admin.delete')}>
              <IconButton
                size="small"
                color="error"
                aria-label={t('extras.admin.deleteNamed', { name: text.topic })}
                onClick={() => setDeleting(text)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <ConfirmDeleteDialog
        item={deleting}
        title={t('extras.admin.texts.deleteTitle')}
        body={(text) => t('extras.admin.texts.deleteBody', { topic: text.topic })}
        remove={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
