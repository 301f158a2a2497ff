import { z } from 'zod';

// NUL and the other C0/C1 controls (tab and line breaks excepted), bidi embeddings, overrides and isolates
// (they make a text display otherwise than it reads), and UTF-16 halves without their other half.
const FORBIDDEN_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FORBIDDEN_CHARACTERS_MESSAGE =
  'Contains characters that are not allowed (control or text-direction characters).';

/** True when a text holds a character no one types: a control, a text-direction override or a broken surrogate. */
export const hasForbiddenCharacters = (value: string) => FORBIDDEN_CHARACTERS.test(value);

/**
 * A text field as people type it: at most `max` characters as sent (so the documented maxLength is the real
 * one), no forbidden characters, then trimmed. Chain `.min(1, …)` for a required field.
 */
export function inputText(max: number, maxMessage?: string) {
  return z
    .string()
    .max(max, maxMessage)
    .refine((value) => !hasForbiddenCharacters(value), FORBIDDEN_CHARACTERS_MESSAGE)
    .trim();
}
