import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from '@/lib/i18n/use-translation';

/** The delete button of a table row. */
export function DeleteAction({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('extras');
  return (
    <Tooltip title={t('extras.admin.delete')}>
      <IconButton
        size="small"
        color="error"
        aria-label={t('extras.admin.deleteNamed', { name })}
        onClick={onClick}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
