import type { GeneratedText } from '@reeprise/contract';
import { startTransition, useMemo } from 'react';
import { useNotify } from '@/components/ui/notify-context';
import plain from '@/components/ui/plain.module.css';
import { useTranslation } from '@/lib/i18n/use-translation';
import { newForms, type WordModel } from '@/lib/level-fit';
import { useTextLayout } from '@/lib/text-split/text-split';
import { useMarkRead } from '../api/mark-read';
import { useSetWordStatuses } from '../api/set-word-statuses';
import styles from './reader.module.css';

type Props = {
  text: GeneratedText;
  chapter: number | null;
  content: string;
  model: WordModel;
};

/**
 * The end of a text or chapter (LingQ's page turn, issue 34): "Mark the N new words as known", N the
 * distinct new forms shown; the notice offers Undo, which sets exactly the words the server marked back
 * to new.
 */
export function MarkReadButton({ text, chapter, content, model }: Props) {
  const { t } = useTranslation();
  const notify = useNotify();
  // the same split as the spans and the learning bar (one answer from the worker)
  const layout = useTextLayout(content, text.language);
  const fresh = useMemo(() => (layout ? newForms(layout.forms, model) : null), [layout, model]);
  const markRead = useMarkRead();
  const { mutate: setStatuses } = useSetWordStatuses();
  if (!fresh) return null;

  const handleClick = () => {
    markRead.mutate(
      { textId: text.id, chapter, language: text.language, shown: fresh },
      {
        onSuccess: ({ marked_known, words }) =>
          startTransition(() =>
            notify(t('reader.markRead.done', { count: marked_known }), {
              action:
                words.length > 0
                  ? {
                      label: t('reader.markRead.undo'),
                      onClick: () =>
                        setStatuses(
                          { language: text.language, words, status: 'new' },
                          {
                            onSuccess: () => notify(t('reader.markRead.undone')),
                            onError: (error) => notify(error.detail ?? t('reader.wordStatus.failed')),
                          },
                        ),
                    }
                  : undefined,
            }),
          ),
        onError: (error) => notify(error.detail ?? t('reader.markRead.failed')),
      },
    );
  };

  return (
    <div className={styles.markRead}>
      {fresh.length > 0 ? (
        <>
          <button
            type="button"
            className={`${plain.button} ${plain.contained}`}
            onClick={handleClick}
            disabled={markRead.isPending}
            data-testid="mark-read"
          >
            {t('reader.markRead.button', { count: fresh.length })}
          </button>
          <p className={styles.markReadHint}>{t('reader.markRead.hint')}</p>
        </>
      ) : (
        <p className={styles.markReadHint} role="status">
          {t('reader.markRead.none')}
        </p>
      )}
    </div>
  );
}
