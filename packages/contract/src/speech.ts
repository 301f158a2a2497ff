import { z } from 'zod';

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

// the reader numbers sentences with the same function without loading zod (decision 022)
export { splitSentences } from './sentences.js';
