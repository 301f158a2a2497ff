import { headingOf, type WordSpan } from '@reeprise/contract';
import { memo, type ReactNode } from 'react';
import { WORD_CLASS } from '../hooks/use-word-paint';
import { SENTENCE_CLASS, SPEAKER_CLASS, SPEAKER_ICON } from './sentence-speaker';
import styles from './word-text.module.css';

export type Sentence = { start: number; end: number };

type Props = {
  content: string;
  /** Words of `content` (or of its start, while the rest is still being written or split). */
  words: readonly WordSpan[];
  /** With sentences, each is wrapped in a span that ends with its speaker button. */
  sentences: readonly Sentence[];
  speakerLabel: string;
  /** The interface language: the speakers' names are not in the text's language. */
  uiLang: string;
};

/** Where each paragraph but the first starts: after a blank line. */
export function paragraphStarts(content: string): number[] {
  const starts: number[] = [];
  for (const blank of content.matchAll(/\n[^\S\n]*\n\s*/g)) {
    const start = blank.index + blank[0].length;
    if (start < content.length) starts.push(start);
  }
  return starts;
}

/**
 * The text in paragraphs, one span per word in them, text between words as plain text; before its words
 * are split, the same paragraphs of plain text. A paragraph is a block the browser lays out and paints
 * only near the screen (word-text.module.css): a 1,000-word text was one layout of every word, the
 * longest task of the reader's first load on a phone (docs/performance.md). Memoised on its props:
 * clicks and new known words never re-render these thousands of nodes (classes are toggled in place).
 */
export const WordSpans = memo(function WordSpans({ content, words, sentences, speakerLabel, uiLang }: Props) {
  const breaks = paragraphStarts(content);
  // a paragraph marked `# ` or `## ` is a heading of the text (decision 039): shown as one, without its mark
  const headings = new Map<number, { level: 1 | 2; textStart: number }>();
  for (const start of [0, ...breaks]) {
    const heading = headingOf(content.slice(start, start + 3));
    if (heading) headings.set(start, heading);
  }
  /** The text from `from` to `to`, a heading's mark left out (offsets still count it: they index `content`). */
  const piece = (from: number, to: number) =>
    content.slice(Math.min(to, from + (headings.get(from)?.textStart ?? 0)), to);
  const block = (start: number, children: ReactNode[]) => {
    const level = headings.get(start)?.level;
    // the page's title is its h1: the text's headings are h2 and h3
    if (level === 1)
      return (
        <h2 key={start} className={`${styles.paragraph} ${styles.heading}`}>
          {children}
        </h2>
      );
    if (level === 2)
      return (
        <h3 key={start} className={`${styles.paragraph} ${styles.subheading}`}>
          {children}
        </h3>
      );
    return (
      <div key={start} className={styles.paragraph}>
        {children}
      </div>
    );
  };
  const paragraphs: ReactNode[] = [];
  let paragraph: ReactNode[] = [];
  let paragraphStart = 0;
  let nextBreak = 0;
  /** A node of the text itself, starting at `start`: past a blank line, it opens the next paragraph. */
  const place = (start: number, node: ReactNode) => {
    if (nextBreak < breaks.length && start >= breaks[nextBreak]) {
      paragraphs.push(block(paragraphStart, paragraph));
      paragraph = [];
      paragraphStart = start;
      while (nextBreak < breaks.length && breaks[nextBreak] <= start) nextBreak += 1;
    }
    paragraph.push(node);
  };
  /** Plain text of the text itself, cut where paragraphs start. */
  const placeText = (start: number, end: number) => {
    let from = start;
    for (const cut of breaks) {
      if (cut <= from) continue;
      if (cut >= end) break;
      place(from, piece(from, cut));
      from = cut;
    }
    place(from, piece(from, end));
  };

  let at = 0;
  let next = 0;
  /** The words and the text between them up to `end`, into a sentence or (without one) the paragraph. */
  const upTo = (end: number, inside?: ReactNode[]) => {
    const text = (from: number, to: number) => (inside ? inside.push(piece(from, to)) : placeText(from, to));
    for (; next < words.length && words[next].start < end; next += 1) {
      const word = words[next];
      if (word.start > at) text(at, word.start);
      // roving tabindex: one word is a tab stop at a time, the arrow keys move it
      const focusable = next === 0 ? { tabIndex: 0, role: 'button' } : {};
      const span = (
        <span key={word.start} className={WORD_CLASS} data-i={next} {...focusable}>
          {content.slice(word.start, word.end)}
        </span>
      );
      if (inside) inside.push(span);
      else place(word.start, span);
      at = word.end;
    }
    if (end > at) {
      text(at, end);
      at = end;
    }
  };
  sentences.forEach((sentence, index) => {
    upTo(sentence.start);
    const inside: ReactNode[] = [];
    upTo(sentence.end, inside);
    place(
      sentence.start,
      <span key={`s${sentence.start}`} className={SENTENCE_CLASS} data-s={index}>
        {inside}
        <button
          type="button"
          className={SPEAKER_CLASS}
          data-s={index}
          aria-label={speakerLabel}
          aria-pressed="false"
          lang={uiLang}
          // the first word's sentence speaker is the one tab stop among them, as word 0 is among words
          tabIndex={index === 0 ? undefined : -1}
        >
          {SPEAKER_ICON}
        </button>
      </span>,
    );
  });
  upTo(content.length);
  if (paragraph.length > 0 || paragraphs.length === 0) paragraphs.push(block(paragraphStart, paragraph));
  return <>{paragraphs}</>;
});
