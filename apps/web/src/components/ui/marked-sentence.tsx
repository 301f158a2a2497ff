import type { Language } from '@reeprise/contract';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import styles from './word-tools.module.css';

export type MarkedSentenceValue = { text: string; start: number; end: number };

type Props = { sentence: MarkedSentenceValue; label: string; language?: Language; testId?: string };

/**
 * The sentence a word was met in, the word itself marked (the reader's entries). Plain: the reader paints
 * without MUI (decision 022).
 */
export function MarkedSentence({ sentence, label, language, testId }: Props) {
  const { text, start, end } = sentence;
  return (
    <blockquote className={styles.sentence} data-testid={testId}>
      <span className={styles.sentenceLabel}>{label}</span>
      <span lang={language ? LANGUAGE_TAGS[language] : undefined}>
        {end > start ? (
          <>
            {text.slice(0, start)}
            <mark className={styles.mark}>{text.slice(start, end)}</mark>
            {text.slice(end)}
          </>
        ) : (
          text
        )}
      </span>
    </blockquote>
  );
}
