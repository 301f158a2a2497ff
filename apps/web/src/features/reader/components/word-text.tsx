import {
  normalizeWord,
  settledLength,
  splitWords,
  type Language,
  type WordSpan,
  type WordStatus,
} from '@reeprise/contract';
import {
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { LANGUAGE_TAGS } from '@/lib/language-names';
import { useTextLayout } from '@/lib/text-split/text-split';
import { keepTextSentences, textSentences } from '../hooks/text-sentences';
import { LONG_PRESS_MS, usePhraseSelection, type WordRange } from '../hooks/use-phrase-selection';
import {
  KNOWN_CLASS,
  LEARNING_CLASS,
  WORD_CLASS,
  describeState,
  spanStatus,
  useWordPaint,
} from '../hooks/use-word-paint';
import { SPEAKER_CLASS, SentencePlayback, moveSpeakerStop } from './sentence-speaker';
import { WordSpans, type Sentence } from './word-spans';
import styles from './word-text.module.css';

const NONE: ReadonlySet<string> = new Set();
const NO_WORDS: WordSpan[] = [];
const NO_FORMS: string[] = [];
const NO_SENTENCES: Sentence[] = [];

type Props = {
  content: string;
  language: Language;
  /** Words answer clicks and keys in a COMPLETE text or chapter, and in one being written (`streaming`). */
  clickable: boolean;
  /** Still being written: only words before its last white space are complete, and clickable. */
  streaming?: boolean;
  /** Lower-case forms the learner has: painted green (phrases among them: painted as phrases). */
  knownForms: ReadonlySet<string>;
  /** Those of them still being learned: painted amber instead. */
  learningForms?: ReadonlySet<string>;
  /** Forms the learner ignores (names, foreign words): plain, never marked new. */
  ignoredForms?: ReadonlySet<string>;
  /** New words get a quiet mark (the learner's forms are in, and the setting show_new_word_marks is on). */
  markNew?: boolean;
  /** K or I on the focused word: its form, its text, and the status it asks for (again: back to new). */
  onWordStatus?: (form: string, word: string, status: WordStatus) => void;
  /** The focused word (the one K, I and the status buttons act on): its form and its text. */
  onWordFocus?: (form: string, word: string) => void;
  /** Forms of the words this text practises and used: underlined. */
  markedForms?: ReadonlySet<string>;
  /** A word, or a phrase of adjacent words (span from its first word's start to its last word's end). */
  onWordClick: (span: WordSpan, word: string) => void;
  /** Accessible name of the text, and the id of the hint that explains the keys. */
  label: string;
  describedBy?: string;
  /**
   * A speaker button at the end of each sentence of a complete text (issue 19 §1): its accessible name,
   * the name while its sentence plays, and what to do with sentence n (numbered as `splitSentences` does).
   */
  sentenceSpeaker?: { label: string; stopLabel: string; onSpeak: (index: number, sentence: string) => void };
};

function wordIndexOf(target: EventTarget | null): number | undefined {
  if (!(target instanceof Element)) return undefined;
  const index = target.closest<HTMLElement>(`.${WORD_CLASS}`)?.dataset.i;
  return index === undefined ? undefined : Number(index);
}

/**
 * The reader's text: every word a clickable span once complete (while the text streams too), known
 * words green, saved phrases marked wherever they occur. A phrase of 2-6 words is chosen by dragging
 * across it, shift+click or shift+arrows, or a long press on its first word and a tap on its last.
 */
export function WordText({
  content,
  language,
  clickable,
  streaming = false,
  knownForms,
  learningForms = NONE,
  ignoredForms = NONE,
  markNew = false,
  markedForms = NONE,
  onWordClick,
  onWordStatus,
  onWordFocus,
  label,
  describedBy,
  sentenceSpeaker,
}: Props) {
  const { t, i18n } = useTranslation();
  const stateTexts = useMemo(
    () => ({
      known: t('reader.wordState.known'),
      learning: t('reader.wordState.learning'),
      ignored: t('reader.wordState.ignored'),
      new: t('reader.wordState.new'),
    }),
    [t],
  );
  // "“casa” added to your vocabulary", said by the live region below (WCAG 4.1.3)
  const [added, setAdded] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const active = useRef(0);
  // while streaming, the words end at the last white space: the word being written is plain text
  const written = useMemo(
    () => (streaming ? content.slice(0, settledLength(content)) : content),
    [content, streaming],
  );
  // The spans of a long text (thousands of nodes) are built in a transition, which React renders in
  // slices that let the browser paint and answer in between: a 1,000-word text was one long task of
  // a phone's main thread (issue 18). Until its words are spans, the text shows as plain text.
  // A complete text is split in a worker (its segmenters' rules load there, not here). One that streamed
  // in this reader is split here as it grows, so its spans never fall back to plain text; so is every
  // text in a browser without workers.
  const [splitHere, setSplitHere] = useState(() => streaming || typeof Worker === 'undefined');
  if (streaming && !splitHere) setSplitHere(true);
  const layout = useDeferredValue(useTextLayout(splitHere ? null : written, language), undefined);
  const deferredWritten = useDeferredValue(splitHere ? written : '', '');
  const settled = splitHere ? deferredWritten : (layout?.text ?? '');
  const words = useMemo(
    () => (splitHere ? splitWords(settled, language) : (layout?.words ?? NO_WORDS)),
    [splitHere, settled, language, layout],
  );
  const forms = useMemo(
    () =>
      splitHere
        ? words.map((word) => normalizeWord(settled.slice(word.start, word.end)))
        : (layout?.forms ?? NO_FORMS),
    [splitHere, settled, words, layout],
  );
  // a text still being written has no speakers yet: its last sentence is not finished
  const speaks = Boolean(sentenceSpeaker) && !streaming;
  const sentences = useMemo(() => {
    if (!speaks) return NO_SENTENCES;
    if (splitHere) return textSentences(settled, language);
    // the read-aloud bar reads these same sentences: split once
    if (layout) keepTextSentences(layout.text, language, layout.sentences);
    return layout?.sentences ?? NO_SENTENCES;
  }, [speaks, splitHere, settled, language, layout]);
  const selection = usePhraseSelection(container);
  const { clear: clearSelection } = selection;
  const drag = useRef<{ anchor: number; moved: boolean } | null>(null);
  // a drag that ended on the word it started on is followed by that word's click: not a second add
  const dragged = useRef(false);
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);
  const pressedAt = useRef(0);

  useWordPaint({
    container,
    text: settled,
    language,
    words,
    forms,
    known: knownForms,
    learning: learningForms,
    ignored: ignoredForms,
    marked: markedForms,
    rendered: clickable,
    stateTexts,
  });

  // another text renders word 0 as the tab stop again, with nothing chosen; a text that grows as it
  // streams (or completes) keeps both
  const previous = useRef(settled);
  useLayoutEffect(() => {
    if (!settled.startsWith(previous.current)) {
      active.current = 0;
      clearSelection();
    }
    previous.current = settled;
  }, [settled, clearSelection]);

  useEffect(() => () => window.clearTimeout(press.current?.timer), []);

  const spanAt = (index: number) =>
    container.current?.querySelector<HTMLElement>(`.${WORD_CLASS}[data-i="${index}"]`) ?? null;

  const moveTo = (index: number) => {
    const next = spanAt(index);
    if (!next) return;
    const previous = spanAt(active.current);
    if (previous && previous !== next) {
      previous.removeAttribute('tabindex');
      previous.removeAttribute('role');
    }
    next.tabIndex = 0;
    next.setAttribute('role', 'button');
    active.current = index;
    if (container.current) moveSpeakerStop(container.current, next);
    next.focus();
  };

  const activate = (index: number) => {
    const word = words[index];
    if (!word) return;
    const span = spanAt(index);
    const text = settled.slice(word.start, word.end);
    // a word not yet in the vocabulary becomes one being learned
    if (span && !span.classList.contains(KNOWN_CLASS)) {
      span.classList.add(LEARNING_CLASS);
      setAdded(t('reader.wordAdded', { word: text }));
    }
    span?.classList.add(KNOWN_CLASS);
    if (span) describeState(span, stateTexts);
    onWordClick(word, text);
  };

  /** Saves the chosen words as one phrase (a single word is saved as a word). */
  const save = (range: WordRange) => {
    clearSelection();
    if (range.first === range.last) return activate(range.first);
    const first = words[range.first];
    const last = words[range.last];
    if (!first || !last) return;
    const span = { start: first.start, end: last.end };
    onWordClick(span, settled.slice(span.start, span.end));
  };

  const handleClick = (event: MouseEvent) => {
    const speaker = event.target instanceof Element ? event.target.closest<HTMLElement>(`.${SPEAKER_CLASS}`) : null;
    if (speaker) {
      const index = Number(speaker.dataset.s);
      const sentence = sentences[index];
      if (sentence) sentenceSpeaker?.onSpeak(index, settled.slice(sentence.start, sentence.end));
      return;
    }
    const index = wordIndexOf(event.target);
    if (index === undefined || dragged.current) return;
    const anchor = selection.anchor.current;
    if (event.shiftKey && anchor === null) {
      // shift+click: from the focused word to this one
      selection.start(active.current);
    }
    if ((event.shiftKey || anchor !== null) && !(anchor === index && Date.now() - pressedAt.current < 800)) {
      const range = selection.extend(index);
      moveTo(index);
      // tapping the first word of a long press again lets go of it
      if (range && !(anchor === index && !event.shiftKey)) save(range);
      else clearSelection();
      return;
    }
    if (anchor !== null) return; // the tap that ends a long press
    moveTo(index);
    activate(index);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = wordIndexOf(event.target);
    if (index === undefined) return;
    const last = words.length - 1;
    if (event.shiftKey && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      if (selection.anchor.current === null) selection.start(index);
      const next = Math.max(0, Math.min(last, index + (event.key === 'ArrowRight' ? 1 : -1)));
      const range = selection.extend(next);
      // at the longest phrase the focus stays on its last word
      if (range) moveTo(next >= index ? range.last : range.first);
      return;
    }
    const target: Record<string, number> = {
      ArrowRight: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in target) {
      event.preventDefault();
      clearSelection();
      moveTo(target[event.key] ?? index);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const range = selection.current();
      if (range && range.first !== range.last) save(range);
      else {
        clearSelection();
        activate(index);
      }
    } else if (event.key === 'Escape' && selection.current()) {
      event.preventDefault();
      clearSelection();
    } else if (onWordStatus && !event.ctrlKey && !event.metaKey && !event.altKey && /^[ki]$/i.test(event.key)) {
      // K marks the focused word known, I ignores it; the same key again takes it back to new
      const span = spanAt(index);
      const word = words[index];
      if (!word || !span) return;
      const status = spanStatus(span);
      event.preventDefault();
      const asked = event.key.toLowerCase() === 'k' ? 'known' : 'ignored';
      onWordStatus(forms[index] ?? '', settled.slice(word.start, word.end), status === asked ? 'new' : asked);
    }
  };

  // a new word the full paint left alone says so once it has the focus; the reader learns which word it is
  const handleFocus = (event: FocusEvent) => {
    const index = wordIndexOf(event.target);
    const word = index === undefined ? undefined : words[index];
    if (index === undefined || !word || !(event.target instanceof HTMLElement)) return;
    describeState(event.target, stateTexts);
    onWordFocus?.(forms[index] ?? '', settled.slice(word.start, word.end));
  };

  const handleMouseDown = (event: MouseEvent) => {
    const index = wordIndexOf(event.target);
    if (index === undefined || event.button !== 0 || event.shiftKey) return;
    // dragging across words chooses a phrase, not the browser's text selection
    event.preventDefault();
    drag.current = { anchor: index, moved: false };
    document.addEventListener('mouseup', handleDragEnd, { once: true });
  };

  const handleDragEnd = () => {
    const dragging = drag.current;
    drag.current = null;
    const range = selection.current();
    if (!dragging?.moved || !range) return;
    // the click of this same mouse press (if it ends on a word) comes next, in this task
    dragged.current = true;
    window.setTimeout(() => (dragged.current = false), 0);
    moveTo(range.last);
    save(range);
  };

  const handlePointerDown = (event: PointerEvent) => {
    const index = wordIndexOf(event.target);
    if (index === undefined || event.pointerType === 'mouse' || event.shiftKey) return;
    window.clearTimeout(press.current?.timer);
    const timer = window.setTimeout(() => {
      press.current = null;
      pressedAt.current = Date.now();
      selection.start(index);
      moveTo(index);
    }, LONG_PRESS_MS);
    press.current = { timer, x: event.clientX, y: event.clientY };
  };

  const handlePointerMove = (event: PointerEvent) => {
    const pressing = press.current;
    // a finger that moves scrolls: no long press
    if (pressing && Math.hypot(event.clientX - pressing.x, event.clientY - pressing.y) > 10) {
      window.clearTimeout(pressing.timer);
      press.current = null;
    }
    const dragging = drag.current;
    if (!dragging || event.pointerType !== 'mouse' || (event.buttons & 1) === 0) return;
    const index = wordIndexOf(event.target);
    if (index === undefined || (!dragging.moved && index === dragging.anchor)) return;
    if (!dragging.moved) selection.start(dragging.anchor);
    dragging.moved = true;
    selection.extend(index);
  };

  const handlePointerUp = () => {
    window.clearTimeout(press.current?.timer);
    press.current = null;
  };

  // the highlights and the speakers are word-text.module.css's: no style object per render (decision 022)
  const className = `${styles.text}${clickable ? ` ${styles.clickable}` : ''}${markNew ? ` ${styles.marksNew}` : ''}`;

  const lang = LANGUAGE_TAGS[language];
  if (!clickable) {
    return (
      <div className={className} aria-label={label} role="region" lang={lang}>
        {content}
      </div>
    );
  }
  // the words split so far are this text's: the rest of it (still being written or split) is plain text
  const current = content.startsWith(settled);
  const chosen = selection.range && selection.range.last > selection.range.first ? selection.range : null;
  return (
    <>
      <div
        ref={container}
        role="group"
        aria-label={label}
        aria-describedby={describedBy}
        // still being written: assistive technology may wait for it to settle
        aria-busy={streaming || undefined}
        lang={lang}
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        onMouseDown={handleMouseDown}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={handlePointerUp}
        // a long press chooses a phrase: no context menu or text selection from the browser
        onContextMenu={(event) => {
          if (press.current !== null || selection.anchor.current !== null) event.preventDefault();
        }}
        className={className}
      >
        {/* another text, whose spans are still being built, shows as plain text in the same paragraphs */}
        <WordSpans
          content={content}
          words={current ? words : NO_WORDS}
          sentences={current ? sentences : NO_SENTENCES}
          speakerLabel={sentenceSpeaker?.label ?? ''}
          uiLang={i18n.language}
        />
      </div>
      {sentences.length > 0 && <SentencePlayback container={container} stopLabel={sentenceSpeaker?.stopLabel ?? ''} />}
      <span aria-live="polite" className={styles.visuallyHidden}>
        {added}
      </span>
      <span aria-live="polite" className={styles.visuallyHidden}>
        {chosen &&
          t('reader.phrase.chosen', {
            count: chosen.last - chosen.first + 1,
            phrase: settled.slice(words[chosen.first]?.start, words[chosen.last]?.end),
          })}
      </span>
    </>
  );
}
