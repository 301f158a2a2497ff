import { PROMPT_SENTENCE_MAX_LENGTH } from '../../platform/llm/index.js';

/** The sentence around [start, end): the LLM's context for translating the word as it is used there. */
export function sentenceAround(content: string, start: number, end: number): string {
  const boundary = /[.!?…\n]/u;
  let from = start;
  while (from > 0 && !boundary.test(content[from - 1])) from -= 1;
  let to = end;
  while (to < content.length && !boundary.test(content[to])) to += 1;
  if (to < content.length) to += 1;
  const sentence = content.slice(from, to).trim();
  if (sentence.length <= PROMPT_SENTENCE_MAX_LENGTH) return sentence;
  const half = Math.floor(PROMPT_SENTENCE_MAX_LENGTH / 2);
  return content.slice(Math.max(0, start - half), Math.min(content.length, end + half)).trim();
}
