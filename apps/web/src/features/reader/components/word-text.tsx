import Box from '@mui/material/Box';
import { normalizeWord, splitWords, type WordSpan } from '@reeprise/contract';
import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

const WORD_CLASS = 'reader-word';
const KNOWN_CLASS = 'reader-word-known';

type Props = {
  content: string;
  /** Words answer clicks and keys only in a COMPLETE text or chapter. */
  clickable: boolean;
  /** Lower-case forms the learner knows: painted green. */
  knownForms: ReadonlySet<string>;
  onWordClick: (span: WordSpan, word: string) => void;
  /** Accessible name of the text, and the id of the hint that explains the keys. */
  label: string;
  describedBy?: string;
};

type SpansProps = { content: string; words: readonly WordSpan[] };

/**
 * One span per word, text between words as plain text. Memoised on the content alone: clicks and
 * new known words never re-render these thousands of nodes (classes are toggled in place instead).
 */
const WordSpans = memo(function WordSpans({ content, words }: SpansProps) {
  const nodes: ReactNode[] = [];
  let at = 0;
  words.forEach((word, index) => {
    if (word.start > at) nodes.push(content.slice(at, word.start));
    // roving tabindex: one word is a tab stop at a time, the arrow keys move it
    const focusable = index === 0 ? { tabIndex: 0, role: 'button' } : {};
    nodes.push(
      <span key={word.start} className={WORD_CLASS} data-i={index} {...focusable}>
        {content.slice(word.start, word.end)}
      </span>,
    );
    at = word.end;
  });
  if (at < content.length) nodes.push(content.slice(at));
  return <>{nodes}</>;
});

function wordIndexOf(target: EventTarget | null): number | undefined {
  if (!(target instanceof HTMLElement)) return undefined;
  const index = target.closest<HTMLElement>(`.${WORD_CLASS}`)?.dataset.i;
  return index === undefined ? undefined : Number(index);
}

/** The reader's text: every word a clickable span once COMPLETE, known words green. */
export function WordText({ content, clickable, knownForms, onWordClick, label, describedBy }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const active = useRef(0);
  const words = useMemo(() => splitWords(content), [content]);
  const forms = useMemo(
    () => words.map((word) => normalizeWord(content.slice(word.start, word.end))),
    [content, words],
  );

  const spanAt = (index: number) =>
    container.current?.querySelector<HTMLElement>(`.${WORD_CLASS}[data-i="${index}"]`) ?? null;

  // paint known words in place, never through a React render of the text: a full pass when the
  // spans are new, afterwards only the spans of forms that became known (or unknown)
  const painted = useRef<{
    spans: HTMLElement[];
    forms: readonly string[];
    known: ReadonlySet<string>;
  } | null>(null);
  useLayoutEffect(() => {
    const root = container.current;
    if (!root) {
      painted.current = null;
      return;
    }
    const last = painted.current;
    if (!last || last.forms !== forms) {
      const spans = [...root.querySelectorAll<HTMLElement>(`.${WORD_CLASS}`)];
      spans.forEach((span, index) => span.classList.toggle(KNOWN_CLASS, knownForms.has(forms[index] ?? '')));
      painted.current = { spans, forms, known: knownForms };
      return;
    }
    const changed = new Set<string>();
    for (const form of knownForms) if (!last.known.has(form)) changed.add(form);
    for (const form of last.known) if (!knownForms.has(form)) changed.add(form);
    if (changed.size > 0) {
      forms.forEach((form, index) => {
        if (changed.has(form)) last.spans[index]?.classList.toggle(KNOWN_CLASS, knownForms.has(form));
      });
    }
    painted.current = { ...last, known: knownForms };
  }, [forms, knownForms, clickable]);

  // new content renders word 0 as the tab stop again
  useLayoutEffect(() => {
    active.current = 0;
  }, [content]);

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
    next.focus();
  };

  const activate = (index: number) => {
    const word = words[index];
    if (!word) return;
    spanAt(index)?.classList.add(KNOWN_CLASS);
    onWordClick(word, content.slice(word.start, word.end));
  };

  const handleClick = (event: MouseEvent) => {
    const index = wordIndexOf(event.target);
    if (index === undefined) return;
    moveTo(index);
    activate(index);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    const index = wordIndexOf(event.target);
    if (index === undefined) return;
    const last = words.length - 1;
    const target: Record<string, number> = {
      ArrowRight: Math.min(index + 1, last),
      ArrowLeft: Math.max(index - 1, 0),
      Home: 0,
      End: last,
    };
    if (event.key in target) {
      event.preventDefault();
      moveTo(target[event.key] ?? index);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate(index);
    }
  };

  const sx = {
    fontSize: { xs: '1.125rem', md: '1.1875rem' },
    lineHeight: 1.8,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    [`& .${WORD_CLASS}`]: {
      borderRadius: '4px',
      px: '1px',
      mx: '-1px',
      cursor: clickable ? 'pointer' : 'text',
      transition: 'background-color 120ms',
    },
    [`& .${WORD_CLASS}:hover`]: clickable ? { bgcolor: 'action.hover' } : {},
    [`& .${WORD_CLASS}.${KNOWN_CLASS}`]: { bgcolor: '#c8ecd0', color: '#0b4a1e' },
    [`& .${WORD_CLASS}:focus-visible`]: {
      outline: '2px solid',
      outlineColor: 'primary.main',
      outlineOffset: '1px',
    },
  } as const;

  if (!clickable) {
    return (
      <Box sx={sx} aria-label={label} role="region">
        {content}
      </Box>
    );
  }
  return (
    <Box
      ref={container}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      sx={sx}
    >
      <WordSpans content={content} words={words} />
    </Box>
  );
}
