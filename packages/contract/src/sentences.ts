import type { Language } from './enums.js';
import { headingOf } from './headings.js';
import { LANGUAGE_LOCALES } from './words.js';

// zod-free, apart from speech.ts's schemas (which re-exports it): the reader splits its text into sentences
// on its first paint, which loads no zod (decision 022)

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * The sentences of a text, numbered from 0 as the reader shows them and the server reads them: the same
 * `Intl.Segmenter` rules on both sides, trimmed, empty ones left out. Each keeps where it starts and ends.
 * A heading's mark (`# ` at a paragraph's start, decision 039) is not part of its sentence, so it is never
 * read aloud or explained.
 */
export function splitSentences(text: string, language: Language): { text: string; start: number; end: number }[] {
  const locale = LANGUAGE_LOCALES[language];
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: 'sentence' });
    segmenters.set(locale, segmenter);
  }
  const sentences: { text: string; start: number; end: number }[] = [];
  for (const part of segmenter.segment(text)) {
    const leading = part.segment.length - part.segment.trimStart().length;
    let trimmed = part.segment.trim();
    let start = part.index + leading;
    const atParagraphStart = start === 0 || text[start - 1] === '\n';
    const heading = atParagraphStart ? headingOf(trimmed) : null;
    if (heading) {
      const words = trimmed.slice(heading.textStart);
      start += trimmed.length - words.trimStart().length;
      trimmed = words.trim();
    }
    if (!trimmed) continue;
    sentences.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return sentences;
}
