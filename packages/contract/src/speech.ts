import { z } from 'zod';
import type { Language } from './enums.js';
import { LANGUAGE_LOCALES } from './words.js';

/**
 * Server speech (issue 19 §1, decision 020): audio made by the configured OpenAI-compatible speech model
 * for content the learner may read, never for free text from the client (each call costs money).
 */

/** Longest sentence the server reads aloud; a longer "sentence" (a run-on list, no full stop) is refused. */
export const SPEECH_SENTENCE_MAX_LENGTH = 1000;

/** `POST /api/reeprise/speech/`: sentence n (from 0) of a text or of one of its chapters, or a vocabulary word. */
export const SpeechRequestSchema = z.union([
  z.strictObject({
    text_id: z.number().int().positive(),
    /** null or absent: the text itself (chapter 0). */
    chapter: z.number().int().min(0).nullable().optional(),
    sentence: z.number().int().min(0),
  }),
  z.strictObject({ vocabulary_id: z.number().int().positive() }),
]);
export type SpeechRequest = z.infer<typeof SpeechRequestSchema>;

/** `GET /api/reeprise/speech/config/`: whether the server makes audio, and in which format. */
export const SpeechConfigSchema = z.object({
  available: z.boolean(),
  /** The audio's content type when available (audio/mpeg, audio/ogg, audio/wav), else null. */
  content_type: z.string().nullable(),
});
export type SpeechConfig = z.infer<typeof SpeechConfigSchema>;

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
