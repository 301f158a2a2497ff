import { z } from 'zod';

/** Longest e-mail address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Sign-ups one client address may send per window. */
export const EARLY_ACCESS_MAX_PER_WINDOW = 5;
/** The sliding window of the sign-up limit. */
export const EARLY_ACCESS_WINDOW_MS = 10 * 60_000;
/** The answer to every accepted sign-up, new or repeated. */
export const EARLY_ACCESS_THANKS = 'Thank you! We will let you know when Reeprise opens.';

/** POST /api/early_access/ body: the address is trimmed and lower-cased before it is stored. */
export const EarlyAccessRequestSchema = z
  .object({
    email: z
      .string()
      .max(EMAIL_MAX_LENGTH, `Must have at most ${EMAIL_MAX_LENGTH} characters`)
      .trim()
      .toLowerCase()
      .email('Enter a valid e-mail address.'),
  })
  .strict();
export type EarlyAccessRequest = z.infer<typeof EarlyAccessRequestSchema>;

/** Answer of a sign-up. */
export const EarlyAccessResponseSchema = z.object({ detail: z.string() });
export type EarlyAccessResponse = z.infer<typeof EarlyAccessResponseSchema>;
