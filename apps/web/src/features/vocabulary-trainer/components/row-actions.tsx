import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotify } from '@/components/ui/notify-context';
import { useDeleteVocabulary } from '@/lib/delete-vocabulary';
import { useRetryVocabulary } from '@/lib/retry-vocabulary';
import { RowActionsView, type RowActionsViewProps } from './row-actions-view';

type Props = Omit<RowActionsViewProps, 'onRetry' | 'onDelete' | 'retrying' | 'deleting'>;

/**
 * A row's buttons with what they do. Its own chunk: deleting and retrying check their answers with the
 * contract's schemas (zod), which the trainer's first paint does without (decision 023); it loads when a
 * row first shows its actions, and until then the row shows the same buttons (row-actions-view.tsx).
 */
export function RowActions(props: Props) {
  const { t } = useTranslation('trainer');
  const notify = useNotify();
  const retry = useRetryVocabulary();
  const { remove, isPending: deleting } = useDeleteVocabulary();
  const handleRetry = () => {
    retry.mutate(props.entry.id, { onError: (error) => notify(error.detail ?? t('trainer.list.failed')) });
  };
  return (
    <RowActionsView
      {...props}
      retrying={retry.isPending}
      deleting={deleting}
      onRetry={handleRetry}
      onDelete={() => remove(props.entry)}
    />
  );
}
