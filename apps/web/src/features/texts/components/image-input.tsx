import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PlainIcon } from '@/components/ui/plain-icon';
import plain from '@/components/ui/plain.module.css';
import styles from './create-text-form.module.css';

type Props = {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The form's message for the chosen file (wrong type, too large). */
  error?: string;
  disabled?: boolean;
};

/** An object URL for the preview, released when the file changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let next: string | null = null;
    try {
      next = file ? URL.createObjectURL(file) : null;
    } catch {
      // no object URLs here (an old browser, a test DOM): no preview, the file name still shows
    }
    setUrl(next);
    return () => {
      if (next) URL.revokeObjectURL(next);
    };
  }, [file]);
  return url;
}

/**
 * Optional picture for the text (any image type), with a preview and a remove button. A file that is
 * not a picture never gets a preview: its type or size is refused when chosen, and a file that calls
 * itself an image but cannot be shown is removed with a message instead of a broken preview.
 * Plain: the text list paints without MUI (decision 021).
 */
export function ImageInput({ value, onChange, error, disabled }: Props) {
  const { t } = useTranslation();
  const [unreadable, setUnreadable] = useState<string | null>(null);
  const acceptable = value !== null && !error && value.type.startsWith('image/');
  const preview = usePreviewUrl(acceptable ? value : null);
  const messageId = useId();
  const message = error ?? (unreadable ? t('texts.form.imageUnreadable', { name: unreadable }) : undefined);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUnreadable(null);
    onChange(event.target.files?.[0] ?? null);
    // the same file chosen again after removing it must fire a change event
    event.target.value = '';
  };

  const handlePreviewError = () => {
    if (!value) return;
    setUnreadable(value.name);
    onChange(null);
  };

  return (
    <div className={styles.image}>
      {/* the label is the button, as MUI's Button component="label": one tab stop, the file input's */}
      <label
        className={[plain.button, plain.outlined, styles.imageButton].join(' ')}
        aria-disabled={disabled || undefined}
      >
        <span className={plain.startIcon}>
          <PlainIcon name="addPhoto" />
        </span>
        {value ? t('texts.form.changeImage') : t('texts.form.image')}
        {/* the file input keeps the focus (one tab stop, named by the label) but is not seen */}
        <input
          type="file"
          className={plain.visuallyHidden}
          accept="image/*"
          onChange={handleChange}
          disabled={disabled}
          aria-invalid={Boolean(message)}
          aria-describedby={message ? messageId : undefined}
        />
      </label>
      {value && (
        <div className={styles.chosen}>
          {/* a refused file shows no preview, even before its object URL is released */}
          {acceptable && preview && (
            <img
              src={preview}
              alt={t('texts.form.imagePreview')}
              onError={handlePreviewError}
              className={styles.preview}
            />
          )}
          <span className={styles.fileName}>{value.name}</span>
          <button
            type="button"
            className={plain.iconButton}
            aria-label={t('texts.form.removeImage')}
            onClick={() => onChange(null)}
            disabled={disabled}
          >
            <PlainIcon name="close" />
          </button>
        </div>
      )}
      {message && (
        <p id={messageId} className={styles.imageHelper} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
