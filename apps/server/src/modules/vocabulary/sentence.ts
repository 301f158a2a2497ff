import { normalizeWord, splitWords, type Language } from '@reeprise/contract';
import { PROMPT_SENTENCE_MAX_LENGTH } from '../../platform/llm/index.js';

/** A sentence with the clicked word (or phrase) marked at [start, end); (0, 0) marks nothing. */
export interface MarkedSentence {
  text: string;
  start: number;
  end: number;
}

/**
 * The sentence around [start, end) of `content`, trimmed, with that span marked in it: the LLM's context
 * for translating the word as it is used there, and what the vocabulary shows. Marked when the usage is
 * stored, so no list segments sentences to find the word again on every read.
 */
export function sentenceAround(content: string, start: number, end: number): MarkedSentence {
  const boundary = /[.!?…\n]/u;
  let from = start;
  while (from > 0 && !boundary.test(content[from - 1])) from -= 1;
  let to = end;
  while (to < content.length && !boundary.test(content[to])) to += 1;
  if (to < content.length) to += 1;
  const sentence = trimmedSlice(content, from, to, start, end);
  if (sentence.text.length <= PROMPT_SENTENCE_MAX_LENGTH) return sentence;
  const half = Math.floor(PROMPT_SENTENCE_MAX_LENGTH / 2);
  return trimmedSlice(content, Math.max(0, start - half), Math.min(content.length, end + half), start, end);
}

/** content[from, to) trimmed, with [start, end) of content moved into it. */
function trimmedSlice(content: string, from: number, to: number, start: number, end: number): MarkedSentence {
  const slice = content.slice(from, to);
  const text = slice.trim();
  const shift = from + slice.length - slice.trimStart().length;
  return { text, start: start - shift, end: end - shift };
}

/**
 * A stored sentence with `surface` marked where it was not stored marked (usages older than migration 0019,
 * and snapshots of deleted entries taken before it): the first word of the sentence with that form, else
 * the first place the form occurs in it in any case (a phrase is several words); (0, 0) if neither.
 */
export function markSurface(text: string, surface: string, language: Language): { start: number; end: number } {
  const span = splitWords(text, language).find((word) => normalizeWord(text.slice(word.start, word.end)) === surface);
  if (span) return { start: span.start, end: span.end };
  const lower = text.toLocaleLowerCase();
  const at = lower.indexOf(surface);
  // lower-casing may change the length of a few letters: only a same-length text keeps the offsets
  if (at >= 0 && lower.length === text.length) return { start: at, end: at + surface.length };
  return { start: 0, end: 0 };
}
