import { splitSentences, type Language } from '@reeprise/contract';
import { useCallback, useId, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import plain from '@/components/ui/plain.module.css';
import { StatusAlert } from '@/components/ui/status-alert';
import { getStreamSocket } from '@/lib/stream-socket';
import { NEEDS_MODEL, useExplainSentence, useExplanation } from '../api/explain-sentence';
import styles from './reader.module.css';

type Props = {
  textId: number;
  /** null: the text itself. */
  chapter: number | null;
  /** The stored content of the text or chapter: the offsets sent are its sentences' (splitSentences). */
  content: string;
  language: Language;
  onClose: () => void;
};

/** The explanation's text as it streams on the shared socket while it is PENDING (issue 36). */
function useExplanationStream(id: number | null, pending: boolean): string | undefined {
  const target = useMemo(() => (id !== null && pending ? { explanation_id: id } : null), [id, pending]);
  const subscribe = useCallback(
    (onChange: () => void) => (target ? getStreamSocket().subscribe(target, onChange) : () => undefined),
    [target],
  );
  const getSnapshot = () => (target ? getStreamSocket().getState(target)?.content : undefined);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/**
 * A region under the text (issue 36): the learner picks a sentence, and its translation and a short
 * explanation of its grammar stream in (aria-live polite); a kept answer shows at once. Without a model
 * on the server it says that one is needed.
 */
export function ExplainSentencePanel({ textId, chapter, content, language, onClose }: Props) {
  const { t } = useTranslation('explain');
  const headingId = useId();
  const selectId = useId();
  const sentences = useMemo(
    () => splitSentences(content, language).filter((sentence) => sentence.text.trim() !== ''),
    [content, language],
  );
  const [index, setIndex] = useState(0);
  const explain = useExplainSentence();
  const id = explain.data?.id ?? null;
  const explanation = useExplanation(id);
  const shown = explanation.data ?? explain.data;
  const pending = shown?.status === 'PENDING';
  const streamed = useExplanationStream(id, pending);
  const live =
    streamed !== undefined && streamed.length > (shown?.content.length ?? 0) ? streamed : shown?.content;

  const handleExplain = () => {
    const sentence = sentences[index];
    if (!sentence) return;
    explain.mutate({
      textId,
      // chapter 0 is the text itself: the body names a chapter only inside one
      ...(chapter ? { chapter_number: chapter } : {}),
      sentence_start: sentence.start,
      sentence_end: sentence.end,
    });
  };

  let answer = null;
  if (explain.isError) {
    const needsModel = explain.error.body?.code === NEEDS_MODEL;
    answer = (
      <StatusAlert severity={needsModel ? 'info' : 'error'}>
        {needsModel ? t('explain.needsModel') : (explain.error.detail ?? t('explain.failed'))}
      </StatusAlert>
    );
  } else if (shown?.status === 'FAILED') {
    answer = <StatusAlert severity="error">{t('explain.failed')}</StatusAlert>;
  } else if (shown?.status === 'COMPLETE') {
    answer = (
      <>
        <h3 className={styles.explainPart}>{t('explain.translation')}</h3>
        <p className={styles.explainText}>{shown.translation}</p>
        <h3 className={styles.explainPart}>{t('explain.grammar')}</h3>
        <p className={styles.explainText}>{shown.explanation}</p>
      </>
    );
  } else if (shown) {
    answer = <p className={styles.explainText}>{live || t('explain.writing')}</p>;
  }

  return (
    <section className={styles.explainPanel} aria-labelledby={headingId}>
      <div className={styles.explainHead}>
        <h2 id={headingId} className={styles.explainTitle}>
          {t('explain.title')}
        </h2>
        <button type="button" className={`${plain.button} ${plain.small}`} onClick={onClose}>
          {t('explain.close')}
        </button>
      </div>
      {sentences.length === 0 ? (
        <p className={styles.explainText}>{t('explain.noSentences')}</p>
      ) : (
        <div className={styles.explainForm}>
          <label htmlFor={selectId}>{t('explain.sentence')}</label>
          <select
            id={selectId}
            className={styles.explainSelect}
            value={index}
            onChange={(event) => {
              setIndex(Number(event.target.value));
              explain.reset();
            }}
          >
            {sentences.map((sentence, position) => (
              <option key={sentence.start} value={position}>
                {sentence.text.trim()}
              </option>
            ))}
          </select>
          <button
            type="button"
            className={`${plain.button} ${plain.contained}`}
            onClick={handleExplain}
            disabled={explain.isPending || pending}
          >
            {explain.isPending ? t('explain.asking') : t('explain.submit')}
          </button>
        </div>
      )}
      <div aria-live="polite" aria-busy={pending || explain.isPending} data-testid="sentence-explanation">
        {answer}
      </div>
    </section>
  );
}
