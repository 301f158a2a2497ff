import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import type { ApiError } from '@/lib/api-client';
import { ConfirmDialog } from './confirm-dialog';

type Props<T extends { id: number }> = {
  /** What is to be deleted; null keeps the dialog closed. */
  item: T | null;
  title: string;
  body: (item: T) => string;
  remove: UseMutationResult<unknown, ApiError, number>;
  onClose: () => void;
};

/** Asks before deleting one row, deletes it, says how it went and closes. */
export function ConfirmDeleteDialog<T extends { id: number }>({
  item,
  title,
  body,
  remove,
  onClose,
}: Props<T>) {
  const { t } = useTranslation('extras');
  const notify = useNotify();
  return (
    <ConfirmDialog
      open={item !== null}
      title={title}
      body={item ? body(item) : ''}
      confirmLabel={t('extras.admin.delete')}
      busy={remove.isPending}
      onConfirm={() =>
        item &&
        remove.mutate(item.id, {
          onSuccess: () => notify(t('extras.admin.deleted')),
          onError: (error) => notify(error.detail ?? t('extras.admin.saveFailed')),
          onSettled: onClose,
        })
      }
      onClose={onClose}
    />
  );
}
