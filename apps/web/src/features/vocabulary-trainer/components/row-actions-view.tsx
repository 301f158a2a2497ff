import type { Vocabulary } from '@reeprise/contract';
import type { Ref } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LearningIcon, type LearningIconName } from '@/components/ui/learning-icon';
import plain from '@/components/ui/plain.module.css';
import styles from './trainer.module.css';

type Handlers = { onRetry?: () => void; onEdit?: () => void; onDelete?: () => void };

export type RowActionsViewProps = Handlers & {
  entry: Vocabulary;
  editing: boolean;
  editButton: Ref<HTMLButtonElement>;
  retrying?: boolean;
  deleting?: boolean;
};

function ActionButton({
  label,
  icon,
  onClick,
  disabled,
  pressed,
  buttonRef,
}: {
  label: string;
  icon: LearningIconName;
  onClick?: () => void;
  disabled?: boolean;
  pressed?: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={`${plain.iconButton} ${styles.actionButton} ${styles.tip}`}
      data-tip={label}
      aria-label={label}
      aria-pressed={pressed}
      // no handler yet (its code is on its way): the click does nothing rather than fail
      onClick={onClick}
      disabled={disabled}
    >
      <LearningIcon name={icon} />
    </button>
  );
}

/** A row's streak and its buttons (retry, edit, delete), plain; the handlers come with their code (row-actions.tsx). */
export function RowActionsView({
  entry,
  editing,
  editButton,
  retrying,
  deleting,
  onRetry,
  onEdit,
  onDelete,
}: RowActionsViewProps) {
  const { t } = useTranslation('trainer');
  return (
    <div className={styles.actions}>
      <span className={`${plain.chip} ${styles.streak}`}>
        {t('trainer.list.streak', { streak: entry.winning_streak })}
      </span>
      {entry.status === 'FAILED' && (
        <ActionButton
          label={t('trainer.list.retryTranslation')}
          icon="replay"
          onClick={onRetry}
          disabled={retrying}
        />
      )}
      <ActionButton
        buttonRef={editButton}
        label={t('trainer.list.editMnemonic')}
        icon="edit"
        pressed={editing}
        onClick={onEdit}
        disabled={entry.status === 'PENDING'}
      />
      <ActionButton
        label={t('ownWords.word.delete', { word: entry.word })}
        icon="deleteOutline"
        onClick={onDelete}
        disabled={deleting}
      />
    </div>
  );
}
