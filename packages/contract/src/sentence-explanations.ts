import { z } from 'zod';
import { GenerationStatusSchema } from './enums.js';
import { FailureCodeFieldSchema } from './generation-failures.js';

/** The longest sentence the server explains, in characters (a longer span is refused with a 400). */
export const EXPLAINED_SENTENCE_MAX_LENGTH = 600;

/** Said when explanations are asked of a server without a language model (the offline demo writer). */
export const EXPLANATION_NEEDS_MODEL_MESSAGE =
  'Explaining a sentence needs a language model, and this server runs without one (demo mode).';

/**
 * Body of `POST generated_texts/{id}/explain_sentence/`: one sentence of the text (chapter 0) or of a
 * chapter, by its offsets in the stored content as `splitSentences` gives them; the server reads the
 * sentence itself, as add_vocabulary reads a word.
 */
export const ExplainSentenceSchema = z
  .object({
    chapter_number: z.number().int().min(0).max(10_000).optional(),
    sentence_start: z.number().int().min(0),
    sentence_end: z.number().int().min(1),
  })
  .strict()
  .refine((body) => body.sentence_end > body.sentence_start, {
    message: 'sentence_end must be after sentence_start.',
    path: ['sentence_end'],
  });
export type ExplainSentence = z.infer<typeof ExplainSentenceSchema>;

/**
 * A sentence explained for one learner (issue 36): its translation into the learner's mother tongue and a
 * short grammar explanation at the learner's level. While PENDING, `content` grows on /ws/streams/
 * (`subscribe_explanation` with `explanation_id`); once COMPLETE, `translation` and `explanation` hold its
 * two parts (the model writes the translation first, then a blank line, then the explanation).
 */
export const SentenceExplanationSchema = z.object({
  id: z.number().int(),
  generated_text_id: z.number().int(),
  chapter_number: z.number().int(),
  sentence_start: z.number().int(),
  sentence_end: z.number().int(),
  sentence: z.string(),
  status: GenerationStatusSchema,
  /** Everything the model wrote so far. */
  content: z.string(),
  /** The translation (COMPLETE only, else null). */
  translation: z.string().nullable(),
  /** The grammar explanation (COMPLETE only, else null). */
  explanation: z.string().nullable(),
  error: z.string().nullable(),
  failure_code: FailureCodeFieldSchema,
});
export type SentenceExplanation = z.infer<typeof SentenceExplanationSchema>;

/** Splits a finished explanation's content into its translation (first paragraph) and its explanation (the rest). */
export function explanationParts(content: string): { translation: string; explanation: string } {
  const trimmed = content.trim();
  const gap = trimmed.search(/\n\s*\n/u);
  if (gap < 0) {
    const line = trimmed.indexOf('\n');
    return line < 0
      ? { translation: trimmed, explanation: '' }
      : { translation: trimmed.slice(0, line).trim(), explanation: trimmed.slice(line + 1).trim() };
  }
  return { translation: trimmed.slice(0, gap).trim(), explanation: trimmed.slice(gap).trim() };
}
