import { z } from 'zod';

/**
 * Why a text, chapter, tutor's answer or vocabulary entry ended FAILED: a stable code beside the English
 * `error`, so the web app can say it in the learner's language. The English text is what the API has
 * always sent in `error`; each code stands for exactly one of these texts.
 */
export const GENERATION_FAILURES = {
  llm_rate_limited: 'The writing service is busy right now.',
  llm_timeout: 'The writing service took too long to answer.',
  llm_unavailable: 'The writing service is not reachable right now.',
  llm_invalid_output: 'The writing service returned an unusable answer.',
  llm_only_thinking: 'The model only thought and never wrote an answer.',
  llm_refused: 'The writing service refused the request.',
  llm_cancelled: 'The writing was cancelled.',
  generation_failed: 'Something went wrong while writing the text.',
  translation_failed: 'The translation could not be written. Please try again.',
  llm_daily_budget: "The writing service's budget for today is used up. Please try again after midnight (UTC).",
} as const;

/** A failure code; see GENERATION_FAILURES for the English text of each. */
export const FailureCodeSchema = z.enum(
  Object.keys(GENERATION_FAILURES) as [
    keyof typeof GENERATION_FAILURES,
    ...(keyof typeof GENERATION_FAILURES)[],
  ],
);
export type FailureCode = z.infer<typeof FailureCodeSchema>;

/**
 * The field beside `error`: the code of a known reason, null when nothing failed or the reason is one
 * the code table does not know (older rows); optional so payloads of the spec stay valid without it.
 */
export const FailureCodeFieldSchema = FailureCodeSchema.nullable().optional();

const CODE_BY_REASON = new Map<string, FailureCode>(
  Object.entries(GENERATION_FAILURES).map(([code, reason]) => [reason, code as FailureCode]),
);

/** The code of a stored English reason (null for none or an unknown one). */
export function failureCodeOf(reason: string | null): FailureCode | null {
  return reason === null ? null : (CODE_BY_REASON.get(reason) ?? null);
}
