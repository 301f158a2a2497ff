import type { GeneratedText } from '@reeprise/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import plain from '@/components/ui/plain.module.css';
import { SpeechProblem } from '@/components/ui/speech-problem';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { pauseSpeech, resumeSpeech, speak, stopSpeech, useSpeechState } from '@/lib/speech';
import { useChapter } from '../api/get-chapter';
import { textSentences } from '../hooks/text-sentences';
import { ReaderIcon, type ReaderIconName } from './reader-icon';
import styles from './reader.module.css';
import { READER_SPEECH_ID, readerSentenceId, readerSentenceIndex } from './sentence-speaker';

/** MUI's IconButton in plain CSS. */
function BarButton({ icon, label, onClick, disabled }: { icon: ReaderIconName; label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={`${plain.iconButton} ${styles.barButton}`} aria-label={label} onClick={onClick} disabled={disabled}>
      <ReaderIcon name={icon} />
    </button>
  );
}

/**
 * Reads the whole text or chapter aloud, sentence by sentence, in its language (issue 19 §1): the
 * sentence being read is shown with the spoken word highlighted; pause, stop, and previous/next sentence.
 */
export function ReadAloudBar({ text, chapter }: { text: GeneratedText; chapter: number | null }) {
  const { t } = useTranslation();
  const chapterQuery = useChapter(text.id, chapter);
  const source =
    chapter === null
      ? text.status === 'COMPLETE' && text.chatgpt_output
      : chapterQuery.data?.status === 'COMPLETE' && chapterQuery.data.content;
  const speech = useSpeechState();
  const [index, setIndex] = useState<number | null>(null);
  const reading = useRef(false);
  // a sentence's own speaker in the text plays under the same ids: the bar follows it too
  const playingIndex = readerSentenceIndex(speech.playing);
  const playing = playingIndex !== null;
  // split only once reading starts: the first sentence split of a page loads the locale's break rules,
  // a long task in the render that paints the reader (docs/performance.md)
  const started = playing || index !== null;
  const sentences = source && started ? textSentences(source, text.language) : [];

  // a new text or chapter stops what was read of the old one
  useEffect(() => {
    return () => {
      reading.current = false;
      stopSpeech();
    };
  }, [source]);

  if (!source || !/\p{L}/u.test(source)) return null;

  const readFrom = async (start: number) => {
    reading.current = true;
    // split once for the bar's render and this loop (and the text's own speakers)
    const all = textSentences(source, text.language);
    for (let i = start; i < all.length && reading.current; i++) {
      setIndex(i);
      const from = { text_id: text.id, chapter, sentence: i };
      if (!(await speak(readerSentenceId(i), all[i].text, text.language, from))) break;
    }
    if (reading.current) setIndex(null);
    reading.current = false;
  };
  const jump = (to: number) => {
    reading.current = false;
    stopSpeech();
    void readFrom(Math.max(0, Math.min(sentences.length - 1, to)));
  };
  const handleStop = () => {
    reading.current = false;
    stopSpeech();
    setIndex(null);
  };
  const shown = playingIndex ?? index;
  const current = playing && shown !== null ? sentences[shown]?.text : null;
  const spoken = current ? speech.spoken : null;

  return (
    <div className={`${styles.paper} ${styles.readAloud}`} aria-label={t('exchange.speech.reading')} role="region">
      <div className={styles.readAloudRow}>
        {!playing ? (
          <button type="button" className={plain.button} onClick={() => void readFrom(index ?? 0)}>
            <span className={plain.startIcon}>
              <ReaderIcon name="volumeUp" />
            </span>
            {t('exchange.speech.text')}
          </button>
        ) : (
          <>
            <BarButton
              icon="skipPrevious"
              label={t('exchange.speech.previous')}
              onClick={() => jump((shown ?? 0) - 1)}
              disabled={shown === 0}
            />
            {speech.paused ? (
              <BarButton icon="playArrow" label={t('exchange.speech.resume')} onClick={resumeSpeech} />
            ) : (
              <BarButton icon="pause" label={t('exchange.speech.pause')} onClick={pauseSpeech} />
            )}
            <BarButton icon="stop" label={t('exchange.speech.stop')} onClick={handleStop} />
            <BarButton
              icon="skipNext"
              label={t('exchange.speech.next')}
              onClick={() => jump((shown ?? 0) + 1)}
              disabled={shown === sentences.length - 1}
            />
            <span className={styles.caption}>
              {t('exchange.speech.sentenceOf', { number: (shown ?? 0) + 1, total: sentences.length })}
            </span>
          </>
        )}
      </div>
      {current && (
        <p lang={LANGUAGE_TAGS[text.language]} data-testid="spoken-sentence" className={styles.spoken}>
          {spoken ? (
            <>
              {current.slice(0, spoken.start)}
              <mark className={styles.spokenWord}>{current.slice(spoken.start, spoken.end)}</mark>
              {current.slice(spoken.end)}
            </>
          ) : (
            current
          )}
        </p>
      )}
      <SpeechProblem owns={(speech) => speech.startsWith(`${READER_SPEECH_ID}:`)} />
    </div>
  );
}
