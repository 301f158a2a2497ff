/**
 * Word splitting shared by the reader and the server: a word is a run of characters that are not
 * delimiters, and the delimiters are the spec's punctuation, brackets, quotes and space (plus
 * symbols). Offsets are JavaScript string indices, start inclusive, end exclusive.
 */
export const WORD_DELIMITER = /[\s\p{P}\p{S}]/u;
const WORDS = /[^\s\p{P}\p{S}]+/gu;

export interface WordSpan {
  start: number;
  end: number;
}

/** Every word of the text with its offsets, in order. */
export function splitWords(text: string): WordSpan[] {
  const spans: WordSpan[] = [];
  for (const match of text.matchAll(WORDS)) spans.push({ start: match.index, end: match.index + match[0].length });
  return spans;
}

/** True when [start, end) covers exactly one whole word of the text. */
export function isWholeWord(text: string, start: number, end: number): boolean {
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end > text.length || start >= end) {
    return false;
  }
  const word = text.slice(start, end);
  if (WORD_DELIMITER.test(word)) return false;
  const before = start === 0 ? '' : text[start - 1];
  const after = end === text.length ? '' : text[end];
  return (before === '' || WORD_DELIMITER.test(before)) && (after === '' || WORD_DELIMITER.test(after));
}

/** The form used to match a word against the vocabulary: lower case, Unicode-normalised. */
export const normalizeWord = (word: string) => word.normalize('NFC').toLocaleLowerCase();
