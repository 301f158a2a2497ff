import type { Language, SpeechRequest } from '@reeprise/contract';
import { useEffect, type RefObject } from 'react';
import { onSpeechChange, speak, speechState, stopSpeech } from '@/lib/speech';

/*
 * A speaker at the end of each sentence of the reader's text (issue 19 §1): one plain <button> per
 * sentence, painted by the text's one style rule, never a component per sentence, so a text of 5,000
 * words stays as light as before (the styles are in word-text.module.css). The sentence being read, from here or from the read-aloud bar (same
 * speech ids), is marked in place by toggling a class, without rendering the text again.
 */
export const READER_SPEECH_ID = 'reader-text';

/**
 * The speech id of sentence n of the reader's text: the read-aloud bar and the speaker after each
 * sentence use the same, so either shows what the other reads.
 */
export const readerSentenceId = (index: number) => `${READER_SPEECH_ID}:${index}`;

/** The sentence number a speech id names, when it is one of the reader's sentences. */
export function readerSentenceIndex(speechId: string | null): number | null {
  if (!speechId?.startsWith(`${READER_SPEECH_ID}:`)) return null;
  const index = Number(speechId.slice(READER_SPEECH_ID.length + 1));
  return Number.isInteger(index) ? index : null;
}

export const SENTENCE_CLASS = 'reader-sentence';
export const SPEAKER_CLASS = 'reader-sentence-speaker';
const PLAYING_CLASS = 'reader-sentence-playing';

/** Material's VolumeUp, inline: no icon component per sentence. */
export const SPEAKER_ICON = (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 9v6h4l5 5V4L7 9H3zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02zM14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77z" />
  </svg>
);

/** Reads sentence `index` of the text or chapter aloud, or stops it when it is what plays. */
export function speakSentence(
  index: number,
  sentence: string,
  language: Language,
  source: Omit<Extract<SpeechRequest, { text_id: number }>, 'sentence'>,
): void {
  const id = readerSentenceId(index);
  if (speechState().playing === id) stopSpeech();
  else void speak(id, sentence, language, { ...source, sentence: index });
}

/**
 * The sentence speaker of the focused word's sentence is the one tab stop among them (roving, as the
 * words). The stop is a button without a tabindex (natively in the tab order), the others -1: the text's
 * `[tabindex="0"]` stays the one word that is its tab stop.
 */
export function moveSpeakerStop(container: HTMLElement, word: HTMLElement): void {
  const speaker = word.closest(`.${SENTENCE_CLASS}`)?.querySelector<HTMLElement>(`.${SPEAKER_CLASS}`);
  if (!speaker?.hasAttribute('tabindex')) return;
  for (const other of container.querySelectorAll<HTMLElement>(`.${SPEAKER_CLASS}:not([tabindex])`)) other.tabIndex = -1;
  speaker.removeAttribute('tabindex');
}

/** Marks the sentence being read and presses its speaker; renders nothing. */
export function SentencePlayback({ container, stopLabel }: { container: RefObject<HTMLElement | null>; stopLabel: string }) {
  useEffect(() => {
    let marked: { sentence: HTMLElement; speaker: HTMLElement | null; label: string | null } | null = null;
    const paint = () => {
      const index = readerSentenceIndex(speechState().playing);
      const sentence =
        index === null ? null : (container.current?.querySelector<HTMLElement>(`.${SENTENCE_CLASS}[data-s="${index}"]`) ?? null);
      if (marked?.sentence === sentence) return;
      if (marked) {
        marked.sentence.classList.remove(PLAYING_CLASS);
        marked.speaker?.setAttribute('aria-pressed', 'false');
        if (marked.label !== null) marked.speaker?.setAttribute('aria-label', marked.label);
      }
      marked = null;
      if (!sentence) return;
      const speaker = sentence.querySelector<HTMLElement>(`.${SPEAKER_CLASS}`);
      marked = { sentence, speaker, label: speaker?.getAttribute('aria-label') ?? null };
      sentence.classList.add(PLAYING_CLASS);
      speaker?.setAttribute('aria-pressed', 'true');
      speaker?.setAttribute('aria-label', stopLabel);
    };
    paint();
    const unsubscribe = onSpeechChange(paint);
    return () => {
      unsubscribe();
      marked = null;
    };
  }, [container, stopLabel]);
  return null;
}
