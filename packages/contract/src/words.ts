import type { LANGUAGES } from './enum-values.js';

/**
 * Word splitting shared by the reader and the server (decision 014): `Intl.Segmenter` (word
 * granularity, the text's locale) finds the words, then a few rules per language make them what a
 * reader of that language expects — French, Italian and Greek elision is its own word (`l'` + `homme`),
 * a hyphenated compound is one word (`arc-en-ciel`, `кто-то`, `well-known`) unless its parts after the
 * first are clitic pronouns (`dá-me`, `dit-il`, `donne-le-moi`), and a run without a letter (a number)
 * is no word. Offsets are JavaScript string indices, start inclusive, end exclusive.
 */
type Language = (typeof LANGUAGES)[number];

export interface WordSpan {
  start: number;
  end: number;
}

/** The fewest and most words a saved phrase may have. */
export const PHRASE_MIN_WORDS = 2;
export const PHRASE_MAX_WORDS = 6;
/** A phrase's form fits the vocabulary's form columns (100 characters). */
export const PHRASE_MAX_LENGTH = 100;

const LOCALES: Record<Language, string> = {
  ENGLISH: 'en',
  FRENCH: 'fr',
  GERMAN: 'de',
  GREEK: 'el',
  GREEK_LATIN_TRANSCRIPTION: 'el-Latn',
  ITALIAN: 'it',
  PORTUGUESE_FROM_BRAZIL: 'pt-BR',
  PORTUGUESE_FROM_PORTUGAL: 'pt-PT',
  RUSSIAN: 'ru',
  SPANISH: 'es',
};

interface Rules {
  /** Elided forms (lower case, without the apostrophe) that are a word of their own before a letter. */
  elisions?: ReadonlySet<string>;
  /** Pronouns that, after a hyphen, are a word of their own (`dá-me`, `dit-il`), and compounds that stay whole. */
  clitics?: ReadonlySet<string>;
  keepWhole?: ReadonlySet<string>;
  /** Hyphen parts that are no word at all (the euphonic t of `a-t-il`). */
  linking?: ReadonlySet<string>;
  /** Words cut short with a trailing apostrophe (`po'`): the apostrophe belongs to the word. */
  truncated?: ReadonlySet<string>;
}

const words = (list: string) => new Set(list.split(' '));
const PORTUGUESE: Rules = {
  elisions: words('d'),
  clitics: words(
    'me te se lhe lhes nos vos o a os as lo la los las no na nas mo ma mos mas to ta tos tas lho lha lhos lhas',
  ),
};
const RULES: Partial<Record<Language, Rules>> = {
  FRENCH: {
    elisions: words('c d j l m n s t qu jusqu lorsqu puisqu quoiqu'),
    clitics: words("je tu il elle on nous vous ils elles moi toi lui leur le la les y en ce m' t' l'"),
    keepWhole: words('rendez-vous'),
    linking: words('t'),
  },
  ITALIAN: {
    elisions: words(
      'l d c m t s v n un dell all dall nell sull coll pell quest quell bell sant dov com anch mezz tutt senz nessun buon qualcun',
    ),
    truncated: words('po be mo'),
  },
  // Greek also writes the elided form before a space (`απ' την`)
  GREEK: { elisions: words('σ τ μ ν θ απ γι'), truncated: words('σ τ μ ν θ απ γι') },
  GREEK_LATIN_TRANSCRIPTION: { elisions: words('s t m n th ap gi') },
  PORTUGUESE_FROM_BRAZIL: PORTUGUESE,
  PORTUGUESE_FROM_PORTUGAL: PORTUGUESE,
};

/** The Intl locale of each language: words and sentences (speech.ts) are split by the same rules. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = LOCALES;

const LETTER = /\p{L}/u;
const APOSTROPHE = /['’]/u;
const HYPHENS = new Set(['-', '\u2010', '\u2011']);
const APOSTROPHES = new Set(["'", '’']);

// building a segmenter costs far more than using one: one per locale, made on first use
const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(language: Language): Intl.Segmenter {
  const locale = LOCALES[language] ?? 'und';
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** A piece of a word-like segment; `joined` when a hyphen links it to the piece before. */
interface Piece extends WordSpan {
  joined: boolean;
}

/** Cuts elided forms (`l'`, `qu'`, `dell'`) off the front of one segment. */
function pushElided(text: string, start: number, end: number, joined: boolean, rules: Rules, out: Piece[]) {
  let from = start;
  let link = joined;
  if (rules.elisions) {
    for (;;) {
      const rest = text.slice(from, end);
      const at = rest.search(APOSTROPHE);
      if (at <= 0 || at + 1 >= rest.length || !LETTER.test(rest[at + 1] ?? '')) break;
      if (!rules.elisions.has(rest.slice(0, at).toLowerCase())) break;
      out.push({ start: from, end: from + at + 1, joined: link });
      from += at + 1;
      link = false;
    }
  }
  out.push({ start: from, end, joined: link });
}

/** Hyphen-joined pieces as words: one compound, or the verb and its clitic pronouns apart. */
function pushCompound(text: string, parts: Piece[], rules: Rules, out: WordSpan[]) {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (parts.length > 1 && rules.clitics) {
    const whole = text.slice(first.start, last.end).toLowerCase();
    const forms = parts.slice(1).map((part) => text.slice(part.start, part.end).toLowerCase());
    const allClitics = forms.every((form) => rules.clitics!.has(form) || rules.linking?.has(form));
    if (allClitics && !rules.keepWhole?.has(whole) && rules.clitics.has(forms[forms.length - 1])) {
      out.push({ start: first.start, end: first.end });
      parts.slice(1).forEach((part, i) => {
        if (!rules.linking?.has(forms[i])) out.push({ start: part.start, end: part.end });
      });
      return;
    }
  }
  out.push({ start: first.start, end: last.end });
}

// V8 (Node 20) takes time quadratic in the string's length to walk a long string's segments (a
// 5,000-word text: about a second); cut at white space, where words always end, every few hundred
// characters it is linear
const CHUNK = 200;
const SPACE = /\s/u;

/** Every word of the text with its offsets, in order, as a reader of `language` expects them. */
export function splitWords(text: string, language: Language): WordSpan[] {
  // no segmenter for nothing: building the first one loads the locale's break rules (docs/performance.md)
  if (text === '') return [];
  const rules = RULES[language] ?? {};
  const segmenter = segmenterFor(language);
  const pieces: Piece[] = [];
  let previousEnd = -1;
  for (let from = 0; from < text.length; ) {
    let to = Math.min(text.length, from + CHUNK);
    while (to < text.length && !SPACE.test(text[to])) to += 1;
    for (const segment of segmenter.segment(text.slice(from, to))) {
      if (!segment.isWordLike || !LETTER.test(segment.segment)) continue;
      const start = from + segment.index;
      let end = start + segment.segment.length;
      const joined = start === previousEnd + 1 && previousEnd >= 0 && HYPHENS.has(text[previousEnd] ?? '');
      if (rules.truncated && APOSTROPHES.has(text[end] ?? '') && !LETTER.test(text[end + 1] ?? '')) {
        if (rules.truncated.has(segment.segment.toLowerCase())) end += 1;
      }
      if (rules.elisions && APOSTROPHE.test(segment.segment)) pushElided(text, start, end, joined, rules, pieces);
      else pieces.push({ start, end, joined });
      previousEnd = end;
    }
    from = to;
  }
  const spans: WordSpan[] = [];
  let compound: Piece[] = [];
  for (const piece of pieces) {
    if (!piece.joined && compound.length > 0) {
      pushCompound(text, compound, rules, spans);
      compound = [];
    }
    compound.push(piece);
  }
  if (compound.length > 0) pushCompound(text, compound, rules, spans);
  return spans;
}

/**
 * Where the words of a text still being written are final: just after its last white space. A word
 * before it can no longer grow (`arc-` may become `arc-en-ciel`); the word being written is after it.
 */
export function settledLength(text: string): number {
  for (let i = text.length - 1; i >= 0; i -= 1) if (/\s/u.test(text[i])) return i + 1;
  return 0;
}

/** The words of the text that [start, end) covers exactly (from a word's start to a word's end), or 0. */
export function wordsInSpan(text: string, start: number, end: number, language: Language): number {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end > text.length || start >= end) {
    return 0;
  }
  const spans = splitWords(text, language);
  const first = spans.findIndex((span) => span.start === start);
  if (first < 0) return 0;
  for (let i = first; i < spans.length && spans[i].start < end; i += 1) {
    if (spans[i].end === end) return i - first + 1;
  }
  return 0;
}

/** True when [start, end) covers exactly one whole word of the text. */
export const isWholeWord = (text: string, start: number, end: number, language: Language): boolean =>
  wordsInSpan(text, start, end, language) === 1;

/** The form used to match a word against the vocabulary: lower case, Unicode-normalised. */
export const normalizeWord = (word: string) => word.normalize('NFC').toLocaleLowerCase();

/** The form of a phrase (or a word): as a word's, with every run of white space one space. */
export const normalizePhrase = (phrase: string) => normalizeWord(phrase).replace(/\s+/gu, ' ');

/**
 * Where each saved phrase occurs in a text split into `words` (with their `forms`): runs of 2-6
 * words whose text, as normalizePhrase gives it, is one of `phrases`. Only runs starting with a
 * phrase's first word are tried, so a text costs about one lookup per word.
 */
export function findPhrases(
  text: string,
  words: readonly WordSpan[],
  forms: readonly string[],
  phrases: PhraseIndex,
): Array<{ first: number; count: number; form: string }> {
  const found: Array<{ first: number; count: number; form: string }> = [];
  if (phrases.size === 0) return found;
  for (let i = 0; i < words.length; i += 1) {
    const candidates = phrases.get(forms[i]);
    if (!candidates) continue;
    for (const { count, form } of candidates) {
      const last = words[i + count - 1];
      if (!last || normalizePhrase(text.slice(words[i].start, last.end)) !== form) continue;
      found.push({ first: i, count, form });
    }
  }
  return found;
}

/** Saved phrases by the form of their first word, longest first: what findPhrases looks up. */
export type PhraseIndex = ReadonlyMap<string, ReadonlyArray<{ count: number; form: string }>>;

/** The phrases (forms of 2-6 words) among a learner's forms, indexed for findPhrases. */
export function phraseIndex(forms: Iterable<string>, language: Language): PhraseIndex {
  const index = new Map<string, Array<{ count: number; form: string }>>();
  for (const form of forms) {
    if (!/[\s'’\-\u2010\u2011]/u.test(form)) continue; // a phrase has a space, an elision or a hyphen
    const spans = splitWords(form, language);
    if (spans.length < PHRASE_MIN_WORDS || spans.length > PHRASE_MAX_WORDS) continue;
    const first = form.slice(spans[0].start, spans[0].end);
    const list = index.get(first) ?? [];
    list.push({ count: spans.length, form });
    list.sort((a, b) => b.count - a.count);
    index.set(first, list);
  }
  return index;
}
