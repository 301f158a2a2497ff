import type { Language } from './enums.js';
import { LANGUAGE_LOCALES } from './words.js';

// zod-free, apart from speech.ts's schemas (which re-exports it): the reader splits its text into sentences
// on its first paint, which loads no zod (decision 022)

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * The sentences of a text, numbered from 0 as the reader shows them and the server reads them: the same
 * `Intl.Segmenter` rules on both sides, trimmed, empty ones left out. Each keeps where it starts and ends.
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
    const trimmed = part.segment.trim();
    if (!trimmed) continue;
    const start = part.index + leading;
    sentences.push({ text: trimmed, start, end: start + trimmed.length });
  }
  return sentences;
}
