import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainIcon } from './plain-icon';
import styles from './plain.module.css';

// the dialog (and MUI with it) loads when a bin is first pressed, not with the text list (decision 021)
const DeleteTextDialog = lazy(() =>
  import('./delete-text-dialog').then((module) => ({ default: module.DeleteTextDialog })),
);

type Props = {
  text: { id: number; topic: string; publicly_visible: boolean };
  /** An icon on the text card, a labelled button in the reader. */
  variant: 'icon' | 'button';
  onDeleted?: () => void;
};

/**
 * The creator's "Delete text", asked once more in a dialog: a text cannot come back (decision 015), and
 * a shared one disappears for its readers too. Plain buttons in MUI's look: the text list loads no MUI.
 */
export function DeleteTextButton({ text, variant, onDeleted }: Props) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const title = { title: text.topic };
  const label = text.topic ? t('ownWords.text.deleteNamed', title) : t('ownWords.text.delete');
  // the button shows 'Delete text': its name starts with those words (WCAG 2.5.3), the title after them
  const buttonLabel = text.topic ? t('ownWords.text.deleteLabelled', title) : t('ownWords.text.delete');

  return (
    <>
      {variant === 'icon' ? (
        // a native title, not MUI's Tooltip
        <button
          type="button"
          className={`${styles.iconButton} ${styles.small}`}
          aria-label={label}
          title={t('ownWords.text.delete')}
          onClick={() => setAsking(true)}
        >
          <PlainIcon name="deleteOutline" size="small" />
        </button>
      ) : (
        <button
          type="button"
          className={`${styles.button} ${styles.small} ${styles.textError}`}
          aria-label={buttonLabel}
          onClick={() => setAsking(true)}
        >
          <span className={styles.startIcon}>
            <PlainIcon name="deleteOutline" />
          </span>
          {t('ownWords.text.delete')}
        </button>
      )}
      {asking && (
        <Suspense fallback={null}>
          <DeleteTextDialog text={text} onClose={() => setAsking(false)} onDeleted={onDeleted} />
        </Suspense>
      )}
    </>
  );
}
